// Deterministic, realistic seed: the same PRNG seed gives the same users, ids, jobs and applications.
// Dates are offsets from the moment of seeding, so "last 7 days" figures stay meaningful.
import {
  APPLICATION_STATUSES,
  JOB_CATEGORIES,
  JOB_TYPES,
  LIMITS,
  type JobCategory,
  type JobType,
} from '@portal/contracts/constants';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashPasswordSync } from '../auth/password.js';
import { DIR_MODE, FILE_MODE, type Db } from '../db/database.js';
import { assignCompanySlug } from '../lib/company-slugs.js';
import { runSteps } from '../lib/steps.js';
import { makeLogoPng, makePdf } from '../lib/sample-files.js';
import {
  CATEGORY_DATA,
  COMPANIES,
  DEMO_SEEKER_PROFILE,
  SEEKER_PROFILES,
  FIRST_NAMES,
  INTROS,
  LAST_NAMES,
  LOCATIONS,
  MIDDLES,
  NOTE_TEXTS,
  PERKS,
  REMOTE_LOCATIONS,
  SENIORITY,
} from './data.js';
import {
  DEMO_EMPLOYER_EMAIL,
  DEMO_PASSWORD,
  DEMO_SEEKER_EMAIL,
  SEEDED_SEEKERS,
  seededSeekerEmail,
} from './demo-accounts.js';

export const SEED = 20240601;
const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Notifications older than this are seeded as read; newer ones wait in the bell. */
const READ_AFTER = 3 * DAY;
const BASE_JOBS = 66;
const DEMO_EMPLOYER_JOBS = 8;
/** How many days ago the generated jobs were posted: from, to (the hand-made set holds the 28 before). */
export const EXTRAS_DAYS = [29, 45] as const;

/** mulberry32: small, fast, good enough for test data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SeedOptions {
  /** Extra generated jobs on top of the hand-made set. */
  size: number;
  publicUrl: string;
  uploadsDir: string;
  scryptCost: number;
  now?: number;
}

export interface SeedSummary {
  users: number;
  jobs: number;
  applications: number;
  savedJobs: number;
  notes: number;
  notifications: number;
  ms: number;
}

const hashCache = new Map<number, string>();
/** All seeded accounts share the demo password; hash it once per cost with a fixed salt (deterministic). */
export function demoHash(cost: number): string {
  let hash = hashCache.get(cost);
  if (!hash) {
    hash = hashPasswordSync(DEMO_PASSWORD, Buffer.from('portal-seed-salt'), cost);
    hashCache.set(cost, hash);
  }
  return hash;
}

export const SAMPLE_RESUME = 'sample-resume.pdf';
export const SAMPLE_LOGO = 'sample-logo.png';

export function writeSampleFiles(uploadsDir: string): void {
  mkdirSync(uploadsDir, { recursive: true, mode: DIR_MODE });
  writeFileSync(join(uploadsDir, SAMPLE_RESUME), makePdf('Sample resume - Portal demo data'), {
    mode: FILE_MODE,
  });
  writeFileSync(join(uploadsDir, SAMPLE_LOGO), makeLogoPng(), { mode: FILE_MODE });
}

/** Jobs inserted per transaction; a yielding run answers other requests between two batches. */
export const SEED_BATCH = 500;

/** Seeds in one go (start-up). */
export function seedDatabase(db: Db, options: SeedOptions): SeedSummary {
  return runSteps(seedSteps(db, options));
}

/**
 * The seed as steps: users, then the jobs a batch at a time, then applications and saved jobs. The PRNG
 * is drawn in the same order as ever, so ids stay the same whatever the batch size.
 */
export function* seedSteps(db: Db, options: SeedOptions): Generator<void, SeedSummary, void> {
  const started = performance.now();
  const rand = prng(SEED);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const hex8 = () =>
    Math.floor(rand() * 0x100000000)
      .toString(16)
      .padStart(8, '0');
  const id = () => hex8() + hex8() + hex8();
  // The pipeline data (application dates, notes, notifications) draws from its own generator, so adding
  // to it never shifts the users, jobs and applications the main one makes (tests rely on those).
  const extra = prng(SEED + 1);
  const extraId = () =>
    Array.from({ length: 3 }, () =>
      Math.floor(extra() * 0x100000000)
        .toString(16)
        .padStart(8, '0'),
    ).join('');
  const now = options.now ?? Date.now();
  const iso = (t: number) => new Date(t).toISOString();
  const hash = demoHash(options.scryptCost);
  const resumeUrl = `${options.publicUrl}/uploads/${SAMPLE_RESUME}`;
  const logoUrl = `${options.publicUrl}/uploads/${SAMPLE_LOGO}`;
  writeSampleFiles(options.uploadsDir);

  const insertUser = db.prepare(
    `INSERT INTO users (id, name, email, password_hash, role, avatar, resume, company_name, company_description,
                        company_logo, created_at, updated_at)
     VALUES (@id, @name, @email, @hash, @role, '', @resume, @companyName, @companyDescription, @companyLogo, @at, @at)`,
  );
  const insertJob = db.prepare(
    `INSERT INTO jobs (id, employer_pk, title, location, category, type, description, requirements, salary_min,
                       salary_max, is_closed, created_at, updated_at, valid_through)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertApplication = db.prepare(
    `INSERT OR IGNORE INTO applications (id, job_pk, seeker_pk, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const insertSaved = db.prepare(
    'INSERT OR IGNORE INTO saved_jobs (id, job_pk, seeker_pk, created_at) VALUES (?, ?, ?, ?)',
  );
  const insertNote = db.prepare(
    'INSERT INTO application_notes (id, application_pk, author_pk, text, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertNotification = db.prepare(
    `INSERT INTO notifications (id, user_pk, type, application_pk, status, created_at, read_at)
     VALUES (?, ?, 'application-status', ?, ?, ?, ?)`,
  );

  let applications = 0;
  let savedJobs = 0;
  let notes = 0;
  let notifications = 0;
  let jobCount = 0;
  let userCount = 0;

  // ---- users
  const employerPks: number[] = [];
  const seekerPks: number[] = [];
  let demoSeekerPk = 0;
  db.transaction(() => {
    COMPANIES.forEach((c, i) => {
      const info = insertUser.run({
        id: id(),
        name: c.contact,
        email: c.email,
        hash,
        role: 'employeer',
        resume: '',
        companyName: c.companyName,
        companyDescription: c.companyDescription,
        companyLogo: i % 3 === 0 ? logoUrl : '',
        at: iso(now - (400 - i) * DAY),
      });
      employerPks.push(Number(info.lastInsertRowid));
      assignCompanySlug(db, Number(info.lastInsertRowid), c.companyName);
    });
    const demoSeeker = insertUser.run({
      id: id(),
      name: 'Jordan Lee',
      email: DEMO_SEEKER_EMAIL,
      hash,
      role: 'jobseeker',
      resume: resumeUrl,
      companyName: '',
      companyDescription: '',
      companyLogo: '',
      at: iso(now - 90 * DAY),
    });
    demoSeekerPk = Number(demoSeeker.lastInsertRowid);
    seekerPks.push(demoSeekerPk);
    for (let i = 0; i < SEEDED_SEEKERS; i++) {
      const first = FIRST_NAMES[i % FIRST_NAMES.length]!;
      const last = LAST_NAMES[(i * 7) % LAST_NAMES.length]!;
      const info = insertUser.run({
        id: id(),
        name: `${first} ${last}`,
        email: seededSeekerEmail(i + 1),
        hash,
        role: 'jobseeker',
        resume: i % 2 === 0 ? resumeUrl : '',
        companyName: '',
        companyDescription: '',
        companyLogo: '',
        at: iso(now - int(20, 300) * DAY),
      });
      seekerPks.push(Number(info.lastInsertRowid));
    }
    userCount = COMPANIES.length + 1 + SEEDED_SEEKERS;
    // Profiles for matching and the résumé page, and verified addresses (every third other seeker has
    // not confirmed theirs yet, so the employers' "verified" mark means something). No PRNG draws here.
    const p = DEMO_SEEKER_PROFILE;
    db.prepare(
      `UPDATE users SET headline = ?, skills = ?, desired_location = ?, desired_type = ?, open_to_remote = 1,
       summary = ?, experience = ?, education = ? WHERE pk = ?`,
    ).run(
      p.headline,
      JSON.stringify(p.skills),
      p.desiredLocation,
      p.desiredType,
      p.summary,
      JSON.stringify(p.experience),
      JSON.stringify(p.education),
      demoSeekerPk,
    );
    const setProfile = db.prepare(
      'UPDATE users SET headline = ?, skills = ?, desired_type = ?, open_to_remote = ? WHERE pk = ?',
    );
    seekerPks.slice(1).forEach((pk, i) => {
      const profile = SEEKER_PROFILES[i % SEEKER_PROFILES.length]!;
      setProfile.run(profile.headline, JSON.stringify(profile.skills), profile.desiredType, i % 2, pk);
    });
    db.prepare(
      `UPDATE users SET email_verified_at = created_at,
         resume_name = CASE WHEN resume <> '' THEN 'Resume.pdf' ELSE '' END,
         resume_uploaded_at = CASE WHEN resume <> '' THEN created_at END
       WHERE role = 'employeer' OR pk = ? OR (pk - ?) % 3 <> 0`,
    ).run(demoSeekerPk, demoSeekerPk);
    db.prepare(
      `UPDATE users SET resume_name = 'Resume.pdf', resume_uploaded_at = created_at
       WHERE resume <> '' AND resume_name = ''`,
    ).run();
    // The demo seeker's job alert: new React jobs, at once.
    db.prepare(
      `INSERT INTO job_alerts (id, user_pk, keyword, frequency, created_at)
       VALUES ('a1e7a1e7a1e7a1e7a1e70001', ?, 'react', 'instant', ?)`,
    ).run(demoSeekerPk, iso(now - 20 * DAY));
  })();
  yield;

  {
    // ---- jobs: generated (older) first, then the hand-made set (newest), so pk order is creation order
    interface JobSeed {
      employer: number;
      category: JobCategory;
      type: JobType;
      closed: boolean;
      at: number;
      base: boolean;
    }
    const makeText = (employerIndex: number, category: JobCategory, type: JobType) => {
      const data = CATEGORY_DATA[category];
      const company = COMPANIES[employerIndex]!.companyName;
      const title = `${type === 'Internship' ? '' : pick(SENIORITY)}${pick(data.titles)}${type === 'Internship' ? ' Intern' : ''}`;
      const location = type === 'Remote' ? pick(REMOTE_LOCATIONS) : pick(LOCATIONS);
      const s1 = pick(data.skills);
      const s2 = pick(data.skills);
      const s3 = pick(data.skills);
      const fill = (t: string) =>
        t.replaceAll('{company}', company).replaceAll('{title}', title).replaceAll('{team}', data.team);
      const description = [
        fill(pick(INTROS)),
        fill(pick(MIDDLES)),
        `Day to day you will use ${s1}, ${s2} and ${s3}.`,
        type === 'Remote'
          ? 'This is a fully remote position with occasional team meetups.'
          : `The role is based in ${location}.`,
        pick(PERKS),
      ].join(' ');
      const years = int(type === 'Internship' ? 0 : 1, 8);
      const requirements = [
        years === 0
          ? `- Currently studying or recently graduated`
          : `- ${years}+ years of experience in a similar role`,
        `- Strong knowledge of ${s1}`,
        `- Experience with ${s2} (or willingness to learn)`,
        '- Clear written and spoken English',
      ].join('\n');
      let [lo, hi] = data.salary;
      if (type === 'Internship') [lo, hi] = [20_000, 45_000];
      if (type === 'Part-Time') [lo, hi] = [Math.round(lo / 2), Math.round(hi / 2)];
      const min = Math.round((lo + rand() * (hi - lo) * 0.6) / 1000) * 1000;
      const max = min + int(10, 60) * 1000;
      return { title, location, description, requirements, min, max };
    };

    const extras: JobSeed[] = [];
    for (let i = 0; i < options.size; i++) {
      // The draws in their old order, one for the date as ever, and the date a decreasing function of it
      // as ever: the jobs are sorted by date before their texts are drawn, so the same order gives every
      // job the same id and text. Posted in the days just before the hand-made set (which holds the last
      // four weeks), so no open job is past its listing (LIMITS.jobListingDays from posting) and newest first
      // stays creation order.
      const category = JOB_CATEGORIES[int(0, JOB_CATEGORIES.length - 1)]!;
      const type = JOB_TYPES[int(0, JOB_TYPES.length - 1)]!;
      const closed = rand() < 0.08;
      const [from, to] = EXTRAS_DAYS;
      extras.push({
        employer: 1 + (i % (COMPANIES.length - 1)),
        category,
        type,
        closed,
        at: now - from * DAY - Math.floor(rand() * (to - from) * DAY),
        base: false,
      });
    }
    extras.sort((a, b) => a.at - b.at);
    yield;
    const base: JobSeed[] = [];
    for (let i = 0; i < BASE_JOBS; i++) {
      // 11 categories and 5 types are coprime: the first 55 jobs cover every (category, type) pair.
      base.push({
        employer: i < DEMO_EMPLOYER_JOBS ? 0 : 1 + (i % (COMPANIES.length - 1)),
        category: JOB_CATEGORIES[i % JOB_CATEGORIES.length]!,
        type: JOB_TYPES[i % JOB_TYPES.length]!,
        closed: i === 5 || i === 40,
        at: now - Math.floor(((BASE_JOBS - i) / BASE_JOBS) * 28 * DAY) - int(1, 3600) * 1000,
        base: true,
      });
    }
    base.sort((a, b) => a.at - b.at);

    const basePks: { pk: number; employer: number; at: number; closed: boolean }[] = [];
    const all = [...extras, ...base];
    const insertBatch = db.transaction((batch: JobSeed[]) => {
      for (const job of batch) insertOne(job);
    });
    const insertOne = (job: JobSeed) => {
      const t = makeText(job.employer, job.category, job.type);
      const info = insertJob.run(
        id(),
        employerPks[job.employer]!,
        t.title,
        t.location,
        job.category,
        job.type,
        t.description,
        t.requirements,
        t.min,
        t.max,
        job.closed ? 1 : 0,
        iso(job.at),
        iso(job.at),
        iso(job.at + LIMITS.jobListingDays * DAY),
      );
      jobCount++;
      if (job.base)
        basePks.push({
          pk: Number(info.lastInsertRowid),
          employer: job.employer,
          at: job.at,
          closed: job.closed,
        });
    };
    for (let i = 0; i < all.length; i += SEED_BATCH) {
      insertBatch(all.slice(i, i + SEED_BATCH));
      yield;
    }

    db.transaction(() => {
      // ---- applications: the demo employer's jobs get applicants in every status
      /** The new application's pk, or null when the seeker had applied to that job already. */
      const apply = (jobPk: number, seekerPk: number, status: string, at: number, updated: number) => {
        const info = insertApplication.run(
          id(),
          jobPk,
          seekerPk,
          status,
          iso(at),
          iso(Math.min(updated, now)),
        );
        applications += info.changes;
        return info.changes ? Number(info.lastInsertRowid) : null;
      };
      // Spread over the time between the job's posting and now, denser towards now (a growing pipeline):
      // the dashboard's chart has a shape and its last-7-days trends are not flat.
      const spreadAt = (from: number) => {
        const start = from + HOUR;
        const u = 1 - (1 - extra()) ** 1.6;
        return Math.min(Math.floor(start + u * Math.max(0, now - start)), now - 60_000);
      };
      const demoEmployerApps: { pk: number; at: number }[] = [];
      const demoJobs = basePks.filter((j) => j.employer === 0);
      demoJobs.forEach((job, j) => {
        const count = 3 + (j % 4);
        for (let k = 0; k < count; k++) {
          const seeker = seekerPks[1 + ((j * 5 + k) % SEEDED_SEEKERS)]!;
          // The two draws that once timed these applications stay, so every later value keeps its place.
          int(1, 48);
          int(1, 72);
          const status = APPLICATION_STATUSES[(j + k) % APPLICATION_STATUSES.length]!;
          // An employer takes a day or more to move someone: the newest applicants are still Applied.
          const at = status === 'Applied' ? spreadAt(job.at) : Math.min(spreadAt(job.at), now - 2 * DAY);
          const moved = status === 'Applied' ? at : at + (24 + Math.floor(extra() * 72)) * HOUR;
          const pk = apply(job.pk, seeker, status, at, Math.min(moved, now - HOUR));
          if (pk !== null) demoEmployerApps.push({ pk, at });
        }
      });
      // the demo seeker: one application in each status (two on the demo employer's jobs) and saved jobs;
      // applied 2-12 days ago and moved recently, so two of the three status notifications are unread
      const others = basePks.filter((j) => j.employer !== 0 && !j.closed);
      const demoTargets = [demoJobs[0]!, demoJobs[2]!, others[3]!, others[10]!];
      const demoApplied = [2, 10, 12, 6];
      const demoMoved = [2, 4, 1, 2];
      demoTargets.forEach((job, k) => {
        const at = Math.max(job.at + HOUR, now - demoApplied[k]! * DAY);
        const moved = k === 0 ? at : Math.max(at + HOUR, now - demoMoved[k]! * DAY);
        const pk = apply(job.pk, demoSeekerPk, APPLICATION_STATUSES[k]!, at, moved);
        if (pk !== null && job.employer === 0) demoEmployerApps.push({ pk, at });
      });
      for (const job of [others[3]!, others[6]!, others[12]!]) {
        savedJobs += insertSaved.run(
          id(),
          job.pk,
          demoSeekerPk,
          iso(Math.min(job.at + 86_400_000, now - 60_000)),
        ).changes;
      }
      // other seekers spread over the rest
      for (let s = 1; s < seekerPks.length; s++) {
        for (let k = 0; k < 3; k++) {
          const job = others[int(0, others.length - 1)]!;
          const at = Math.min(job.at + int(1, 96) * 3_600_000, now - 60_000);
          apply(job.pk, seekerPks[s]!, pick(APPLICATION_STATUSES), at, at + int(1, 48) * 3_600_000);
        }
        const saved = others[int(0, others.length - 1)]!;
        savedJobs += insertSaved.run(
          id(),
          saved.pk,
          seekerPks[s]!,
          iso(Math.min(saved.at + DAY, now - 60_000)),
        ).changes;
      }

      // ---- private notes: every third applicant of the demo employer, one or two notes each
      demoEmployerApps.forEach((app, n) => {
        if (n % 3 !== 0) return;
        const count = extra() < 0.4 ? 2 : 1;
        const times = Array.from({ length: count }, () => app.at + Math.floor(extra() * (now - app.at)));
        for (const at of times.sort((a, b) => a - b)) {
          const text = NOTE_TEXTS[Math.floor(extra() * NOTE_TEXTS.length)]!;
          insertNote.run(extraId(), app.pk, employerPks[0]!, text, iso(at));
          notes++;
        }
      });

      // ---- notifications: one for each application an employer has moved (at the move), read when old
      const moved = db
        .prepare<[], { pk: number; seeker_pk: number; status: string; updated_at: string }>(
          "SELECT pk, seeker_pk, status, updated_at FROM applications WHERE status <> 'Applied' ORDER BY pk",
        )
        .all();
      for (const app of moved) {
        const at = Date.parse(app.updated_at);
        const readAt = at < now - READ_AFTER ? iso(Math.min(at + 12 * HOUR, now)) : null;
        insertNotification.run(extraId(), app.seeker_pk, app.pk, app.status, app.updated_at, readAt);
        notifications++;
      }

      db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('seeded_at', ?), ('seed_size', ?)").run(
        iso(now),
        String(options.size),
      );
    })();
  }

  return {
    users: userCount,
    jobs: jobCount,
    applications,
    savedJobs,
    notes,
    notifications,
    ms: Math.round(performance.now() - started),
  };
}

export const DEMO_ACCOUNTS = [
  {
    role: 'employeer',
    email: DEMO_EMPLOYER_EMAIL,
    password: DEMO_PASSWORD,
    note: 'Acme Demo Labs, 8 jobs, applicants in every status, notes',
  },
  {
    role: 'jobseeker',
    email: DEMO_SEEKER_EMAIL,
    password: DEMO_PASSWORD,
    note: 'applications in every status, 3 saved jobs, 2 unread notifications',
  },
  {
    role: 'employeer',
    email: 'talent@northwind.test',
    password: DEMO_PASSWORD,
    note: 'another employer (11 in all)',
  },
  {
    role: 'jobseeker',
    email: seededSeekerEmail(1),
    password: DEMO_PASSWORD,
    note: `${seededSeekerEmail(1)}..${seededSeekerEmail(SEEDED_SEEKERS)}`,
  },
] as const;
