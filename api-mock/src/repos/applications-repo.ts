import type { ApplicationStatus } from '@portal/contracts/constants';
import type { Application } from '@portal/contracts';
import type { Db } from '../db/database.js';
import { newId, nowIso } from '../lib/ids.js';

interface ApplicationRow {
  pk: number;
  id: string;
  status: ApplicationStatus;
  created_at: string;
  updated_at: string;
  job_id: string;
  job_title: string;
  job_location: string;
  job_type: Application['job']['type'];
  job_category: Application['job']['category'];
  applicant_id: string;
  applicant_name: string;
  applicant_email: string;
  applicant_avatar: string;
  applicant_resume: string;
  applicant_created_at: string;
}

const APPLICATION_SELECT = `
  SELECT a.pk, a.id, a.status, a.created_at, a.updated_at,
         j.id AS job_id, j.title AS job_title, j.location AS job_location, j.type AS job_type, j.category AS job_category,
         s.id AS applicant_id, s.name AS applicant_name, s.email AS applicant_email, s.avatar AS applicant_avatar,
         s.resume AS applicant_resume, s.created_at AS applicant_created_at
  FROM applications a JOIN jobs j ON j.pk = a.job_pk JOIN users s ON s.pk = a.seeker_pk`;

function toApplication(row: ApplicationRow): Application {
  return {
    _id: row.id,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    job: {
      _id: row.job_id,
      title: row.job_title,
      location: row.job_location,
      type: row.job_type,
      category: row.job_category,
    },
    applicant: {
      _id: row.applicant_id,
      name: row.applicant_name,
      email: row.applicant_email,
      avatar: row.applicant_avatar,
      resume: row.applicant_resume,
      createdAt: row.applicant_created_at,
    },
  };
}

export interface ApplicationOwnership {
  pk: number;
  employer_pk: number;
}

export class ApplicationsRepo {
  private readonly insertStmt;
  private readonly byPk;
  private readonly forJobStmt;
  private readonly ownership;
  private readonly setStatusStmt;
  private readonly recentForEmployer;

  constructor(db: Db) {
    this.insertStmt = db.prepare(
      `INSERT INTO applications (id, job_pk, seeker_pk, status, created_at, updated_at)
       VALUES (?, ?, ?, 'Applied', ?, ?)`,
    );
    this.byPk = db.prepare<[number], ApplicationRow>(`${APPLICATION_SELECT} WHERE a.pk = ?`);
    this.forJobStmt = db.prepare<[number], ApplicationRow>(
      `${APPLICATION_SELECT} WHERE a.job_pk = ? ORDER BY a.pk DESC`,
    );
    this.ownership = db.prepare<[string], ApplicationOwnership>(
      'SELECT a.pk, j.employer_pk FROM applications a JOIN jobs j ON j.pk = a.job_pk WHERE a.id = ?',
    );
    this.setStatusStmt = db.prepare('UPDATE applications SET status = ?, updated_at = ? WHERE pk = ?');
    this.recentForEmployer = db.prepare<[number, number], ApplicationRow>(
      `${APPLICATION_SELECT} WHERE j.employer_pk = ? ORDER BY a.created_at DESC, a.pk DESC LIMIT ?`,
    );
  }

  /**
   * One application per seeker and job: the UNIQUE (job_pk, seeker_pk) constraint decides, so concurrent
   * requests cannot both succeed. Throws the constraint error for the caller to map to 409.
   */
  create(jobPk: number, seekerPk: number): Application {
    const now = nowIso();
    const info = this.insertStmt.run(newId(), jobPk, seekerPk, now, now);
    return toApplication(this.byPk.get(Number(info.lastInsertRowid))!);
  }

  forJob(jobPk: number): Application[] {
    return this.forJobStmt.all(jobPk).map(toApplication);
  }

  findOwnership(id: string): ApplicationOwnership | undefined {
    return this.ownership.get(id);
  }

  setStatus(pk: number, status: ApplicationStatus): Application {
    this.setStatusStmt.run(status, nowIso(), pk);
    return toApplication(this.byPk.get(pk)!);
  }

  recent(employerPk: number, limit: number): Application[] {
    return this.recentForEmployer.all(employerPk, limit).map(toApplication);
  }
}
