// Interviews and the times offered for them. A time is one row per employer, start and length, offered to
// any number of interviews (interview_offers); an interview takes it by one conditional UPDATE
// (`taken_by IS NULL`), so of two candidates picking it at once exactly one gets it.
import type { Interview, InterviewTime } from '@portal/contracts';
import type { InterviewStatus, Role } from '@portal/contracts/constants';
import type { Db } from '../db/database.js';
import { isoNow, type Clock } from '../lib/clock.js';
import { conflict } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { COMPANY_COLUMNS, toCompany, type CompanyColumns } from './rows.js';

interface InterviewRow extends CompanyColumns {
  pk: number;
  id: string;
  status: InterviewStatus;
  time_zone: string;
  place: string;
  note: string;
  message: string;
  last_change_by: Role | null;
  booked_time_pk: number | null;
  sequence: number;
  reminded_for: string;
  created_at: string;
  updated_at: string;
  application_pk: number;
  application_id: string;
  job_id: string;
  job_title: string;
  seeker_pk: number;
  seeker_name: string;
  seeker_email: string;
  employer_pk: number;
  employer_email: string;
}

interface TimeRow {
  pk: number;
  id: string;
  starts_at: string;
  duration_min: number;
  taken_by: number | null;
}

/** What the interview service needs beyond the reply: who the parties are, to tell them. */
export interface InterviewFacts {
  pk: number;
  applicationPk: number;
  seekerPk: number;
  employerPk: number;
  seeker: { name: string; email: string };
  employer: { name: string; email: string };
  reminded_for: string;
  interview: Interview;
}

/** The application an interview is proposed on, with its parties. */
export interface InterviewApplication {
  pk: number;
  status: string;
  job_title: string;
  seeker_pk: number;
  employer_pk: number;
}

const INTERVIEW_SELECT = `
  SELECT i.pk, i.id, i.status, i.time_zone, i.place, i.note, i.message, i.last_change_by, i.booked_time_pk,
         i.sequence, i.reminded_for, i.created_at, i.updated_at,
         a.pk AS application_pk, a.id AS application_id, j.id AS job_id, j.title AS job_title,
         s.pk AS seeker_pk, s.name AS seeker_name, s.email AS seeker_email,
         u.pk AS employer_pk, u.email AS employer_email, ${COMPANY_COLUMNS}
  FROM interviews i
  JOIN applications a ON a.pk = i.application_pk
  JOIN jobs j ON j.pk = a.job_pk
  JOIN users s ON s.pk = a.seeker_pk
  JOIN users u ON u.pk = j.employer_pk`;

const MINUTE_MS = 60_000;
const endOf = (row: TimeRow) =>
  new Date(Date.parse(row.starts_at) + row.duration_min * MINUTE_MS).toISOString();

const toTime = (row: TimeRow, interviewPk: number): InterviewTime => ({
  _id: row.id,
  start: row.starts_at,
  end: endOf(row),
  durationMinutes: row.duration_min,
  available: row.taken_by === null || row.taken_by === interviewPk,
});

/** An instant as the database keeps it: UTC, milliseconds, Z (so equal instants are equal strings). */
export const utcIso = (instant: string): string => new Date(instant).toISOString();

export class InterviewsRepo {
  private readonly byPk;
  private readonly byId;
  private readonly forApplicationStmt;
  private readonly upcomingSeekerStmt;
  private readonly upcomingEmployerStmt;
  private readonly allSeekerStmt;
  private readonly allEmployerStmt;
  private readonly offeredStmt;
  private readonly timeByPk;
  private readonly timeByKey;
  private readonly insertTime;
  private readonly insertInterview;
  private readonly insertOffer;
  private readonly takeStmt;
  private readonly releaseStmt;
  private readonly updateStmt;
  private readonly applicationStmt;
  private readonly openStmt;
  private readonly dueRemindersStmt;
  private readonly remindedStmt;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.byPk = db.prepare<[number], InterviewRow>(`${INTERVIEW_SELECT} WHERE i.pk = ?`);
    this.byId = db.prepare<[string], InterviewRow>(`${INTERVIEW_SELECT} WHERE i.id = ?`);
    this.forApplicationStmt = db.prepare<[number], InterviewRow>(
      `${INTERVIEW_SELECT} WHERE i.application_pk = ? ORDER BY i.pk DESC`,
    );
    // To come: booked and not over yet, or awaiting the candidate's pick; soonest first (a proposal by
    // its first time still open).
    const upcoming = (party: string) =>
      db.prepare<{ user: number; now: string }, InterviewRow>(
        `${INTERVIEW_SELECT}
         LEFT JOIN interview_times bt ON bt.pk = i.booked_time_pk
         WHERE ${party} = @user AND (
           (i.status = 'scheduled' AND datetime(bt.starts_at, '+' || bt.duration_min || ' minutes') > datetime(@now))
           OR i.status = 'proposed')
         ORDER BY coalesce(bt.starts_at, (SELECT min(t.starts_at) FROM interview_offers o
           JOIN interview_times t ON t.pk = o.time_pk WHERE o.interview_pk = i.pk)), i.pk
         LIMIT 200`,
      );
    this.upcomingSeekerStmt = upcoming('a.seeker_pk');
    this.upcomingEmployerStmt = upcoming('j.employer_pk');
    const all = (party: string) =>
      db.prepare<[number], InterviewRow>(
        `${INTERVIEW_SELECT} WHERE ${party} = ? ORDER BY i.pk DESC LIMIT 200`,
      );
    this.allSeekerStmt = all('a.seeker_pk');
    this.allEmployerStmt = all('j.employer_pk');
    this.offeredStmt = db.prepare<[number], TimeRow>(
      `SELECT t.pk, t.id, t.starts_at, t.duration_min, t.taken_by FROM interview_offers o
       JOIN interview_times t ON t.pk = o.time_pk WHERE o.interview_pk = ? ORDER BY t.starts_at, t.pk`,
    );
    this.timeByPk = db.prepare<[number], TimeRow>(
      'SELECT pk, id, starts_at, duration_min, taken_by FROM interview_times WHERE pk = ?',
    );
    this.timeByKey = db.prepare<[number, string, number], TimeRow>(
      `SELECT pk, id, starts_at, duration_min, taken_by FROM interview_times
       WHERE employer_pk = ? AND starts_at = ? AND duration_min = ?`,
    );
    this.insertTime = db.prepare(
      'INSERT INTO interview_times (id, employer_pk, starts_at, duration_min) VALUES (?, ?, ?, ?)',
    );
    this.insertInterview = db.prepare(
      `INSERT INTO interviews (id, application_pk, status, time_zone, place, note, created_at, updated_at)
       VALUES (?, ?, 'proposed', ?, ?, ?, ?, ?)`,
    );
    this.insertOffer = db.prepare(
      'INSERT OR IGNORE INTO interview_offers (interview_pk, time_pk) VALUES (?, ?)',
    );
    this.takeStmt = db.prepare('UPDATE interview_times SET taken_by = ? WHERE pk = ? AND taken_by IS NULL');
    this.releaseStmt = db.prepare('UPDATE interview_times SET taken_by = NULL WHERE taken_by = ?');
    this.updateStmt = db.prepare<{
      pk: number;
      status: InterviewStatus;
      time_zone: string;
      place: string;
      message: string;
      by: Role | null;
      booked: number | null;
      sequence: number;
      at: string;
    }>(
      `UPDATE interviews SET status = @status, time_zone = @time_zone, place = @place, message = @message,
         last_change_by = @by, booked_time_pk = @booked, sequence = @sequence, updated_at = @at
       WHERE pk = @pk`,
    );
    this.applicationStmt = db.prepare<[string], InterviewApplication>(
      `SELECT a.pk, a.status, j.title AS job_title, a.seeker_pk, j.employer_pk
       FROM applications a JOIN jobs j ON j.pk = a.job_pk WHERE a.id = ?`,
    );
    this.openStmt = db.prepare<[number], { pk: number }>(
      "SELECT pk FROM interviews WHERE application_pk = ? AND status IN ('proposed', 'scheduled')",
    );
    this.dueRemindersStmt = db.prepare<{ now: string; until: string }, { pk: number }>(
      `SELECT i.pk FROM interview_times t JOIN interviews i ON i.pk = t.taken_by
       WHERE t.taken_by IS NOT NULL AND t.starts_at > @now AND t.starts_at <= @until
         AND i.status = 'scheduled' AND i.reminded_for <> t.starts_at`,
    );
    this.remindedStmt = db.prepare('UPDATE interviews SET reminded_for = ? WHERE pk = ?');
  }

  /** The application (by its public id) an interview may be proposed on. */
  application(applicationId: string): InterviewApplication | undefined {
    return this.applicationStmt.get(applicationId);
  }

  /** The application's open interview (proposed or scheduled), if any. */
  openFor(applicationPk: number): number | undefined {
    return this.openStmt.get(applicationPk)?.pk;
  }

  /**
   * A time of the employer's: the one row for this start and length, made when first offered. A time
   * another interview has booked cannot be offered again (`excludePk`: the interview itself may keep it).
   */
  private timeFor(employerPk: number, start: string, minutes: number, excludePk?: number): TimeRow {
    const startsAt = utcIso(start);
    const found = this.timeByKey.get(employerPk, startsAt, minutes);
    if (found) {
      if (found.taken_by !== null && found.taken_by !== excludePk)
        throw conflict(`times: you already have an interview booked at ${startsAt}`);
      return found;
    }
    const pk = Number(this.insertTime.run(newId(), employerPk, startsAt, minutes).lastInsertRowid);
    return this.timeByPk.get(pk)!;
  }

  /** A new proposal on the application; returns its pk. */
  propose(
    application: InterviewApplication & { pk: number },
    proposal: {
      times: { start: string; durationMinutes: number }[];
      timeZone: string;
      place: string;
      note: string;
    },
  ): number {
    return this.db.transaction(() => {
      const now = isoNow(this.clock);
      const pk = Number(
        this.insertInterview.run(
          newId(),
          application.pk,
          proposal.timeZone,
          proposal.place,
          proposal.note,
          now,
          now,
        ).lastInsertRowid,
      );
      for (const time of proposal.times) {
        const row = this.timeFor(application.employer_pk, time.start, time.durationMinutes);
        this.insertOffer.run(pk, row.pk);
      }
      return pk;
    })();
  }

  /**
   * The candidate takes one of the times offered: true when it was still free (this interview is
   * scheduled on it), false when another interview took it first.
   */
  take(interviewPk: number, timePk: number): boolean {
    return this.db.transaction(() => {
      if (this.takeStmt.run(interviewPk, timePk).changes === 0) return false;
      const row = this.byPk.get(interviewPk)!;
      this.update(row, { status: 'scheduled', booked: timePk, by: 'jobseeker', message: '' });
      return true;
    })();
  }

  /** The offered time with this public id, if the interview offered it. */
  offeredTime(interviewPk: number, timeId: string): TimeRow | undefined {
    return this.offeredStmt.all(interviewPk).find((t) => t.id === timeId);
  }

  /** Moves a booked interview to another time (its own, or one offered to others and still free). */
  move(
    interviewPk: number,
    to: { start: string; durationMinutes: number; timeZone: string; place: string; message: string },
  ): void {
    this.db.transaction(() => {
      const row = this.byPk.get(interviewPk)!;
      const time = this.timeFor(row.employer_pk, to.start, to.durationMinutes, interviewPk);
      this.releaseStmt.run(interviewPk);
      if (this.takeStmt.run(interviewPk, time.pk).changes === 0)
        throw conflict('start: that time has just been booked by someone else');
      this.update(row, {
        status: 'scheduled',
        booked: time.pk,
        by: 'employeer',
        message: to.message,
        timeZone: to.timeZone,
        place: to.place,
        sequence: row.sequence + 1,
      });
    })();
  }

  /**
   * Declined (by the candidate) or cancelled (by either party): its time is free again. A booked one's
   * invitation is withdrawn, so its SEQUENCE goes up.
   */
  close(interviewPk: number, status: 'declined' | 'cancelled', by: Role, message: string): void {
    this.db.transaction(() => {
      const row = this.byPk.get(interviewPk)!;
      this.releaseStmt.run(interviewPk);
      this.update(row, {
        status,
        booked: row.booked_time_pk,
        by,
        message,
        sequence: row.status === 'scheduled' ? row.sequence + 1 : row.sequence,
      });
    })();
  }

  private update(
    row: InterviewRow,
    change: {
      status: InterviewStatus;
      booked: number | null;
      by: Role;
      message: string;
      timeZone?: string;
      place?: string;
      sequence?: number;
    },
  ): void {
    this.updateStmt.run({
      pk: row.pk,
      status: change.status,
      time_zone: change.timeZone ?? row.time_zone,
      place: change.place ?? row.place,
      message: change.message,
      by: change.by,
      booked: change.booked,
      sequence: change.sequence ?? row.sequence,
      at: isoNow(this.clock),
    });
  }

  findPk(interviewId: string): number | undefined {
    return this.byId.get(interviewId)?.pk;
  }

  /** The interview with its parties (for the service), or undefined. */
  facts(pk: number): InterviewFacts | undefined {
    const row = this.byPk.get(pk);
    return row && this.toFacts(row);
  }

  get(pk: number): Interview {
    return this.toInterview(this.byPk.get(pk)!);
  }

  forApplication(applicationPk: number): Interview[] {
    return this.forApplicationStmt.all(applicationPk).map((row) => this.toInterview(row));
  }

  /** The user's interviews: `upcoming` ones (booked and not over, or awaiting a pick), or every one. */
  ofUser(userPk: number, role: Role, when: 'upcoming' | 'all'): Interview[] {
    const seeker = role === 'jobseeker';
    const rows =
      when === 'all'
        ? (seeker ? this.allSeekerStmt : this.allEmployerStmt).all(userPk)
        : (seeker ? this.upcomingSeekerStmt : this.upcomingEmployerStmt).all({
            user: userPk,
            now: isoNow(this.clock),
          });
    return rows.map((row) => this.toInterview(row));
  }

  /** Booked interviews that start within `hours` and were not reminded of for that start yet. */
  dueReminders(hours: number): number[] {
    const now = this.clock();
    return this.dueRemindersStmt
      .all({
        now: new Date(now).toISOString(),
        until: new Date(now + hours * 60 * MINUTE_MS).toISOString(),
      })
      .map((r) => r.pk);
  }

  markReminded(pk: number, startsAt: string): void {
    this.remindedStmt.run(startsAt, pk);
  }

  private toFacts(row: InterviewRow): InterviewFacts {
    return {
      pk: row.pk,
      applicationPk: row.application_pk,
      seekerPk: row.seeker_pk,
      employerPk: row.employer_pk,
      seeker: { name: row.seeker_name, email: row.seeker_email },
      employer: {
        name: row.company_name || row.company_user_name,
        email: row.employer_email,
      },
      reminded_for: row.reminded_for,
      interview: this.toInterview(row),
    };
  }

  private toInterview(row: InterviewRow): Interview {
    const booked = row.booked_time_pk === null ? undefined : this.timeByPk.get(row.booked_time_pk);
    return {
      _id: row.id,
      status: row.status,
      application: { _id: row.application_id },
      job: { _id: row.job_id, title: row.job_title, company: toCompany(row) },
      candidate: { name: row.seeker_name },
      timeZone: row.time_zone,
      place: row.place,
      note: row.note,
      times: this.offeredStmt.all(row.pk).map((t) => toTime(t, row.pk)),
      scheduled: booked ? { ...toTime(booked, row.pk), available: true } : null,
      message: row.message,
      lastChangeBy: row.last_change_by,
      sequence: row.sequence,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }
}
