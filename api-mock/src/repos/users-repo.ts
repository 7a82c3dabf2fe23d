import type { JobType, Role } from '@portal/contracts/constants';
import type { EducationEntry, ExperienceEntry, User } from '@portal/contracts';
import type { Db } from '../db/database.js';
import { isoNow, systemClock, type Clock } from '../lib/clock.js';
import { assignCompanySlug } from '../lib/company-slugs.js';
import { newId } from '../lib/ids.js';

export interface UserRow {
  pk: number;
  id: string;
  name: string;
  email: string;
  password_hash: string;
  role: Role;
  avatar: string;
  resume: string;
  company_name: string;
  company_description: string;
  company_logo: string;
  /** The company page's slug; null while the employer has no company name. */
  company_slug: string | null;
  created_at: string;
  updated_at: string;
  email_verified_at: string | null;
  headline: string;
  /** JSON array of strings. */
  skills: string;
  desired_location: string;
  desired_type: JobType | '';
  open_to_remote: 0 | 1;
  summary: string;
  /** JSON arrays of entries. */
  experience: string;
  education: string;
  resume_name: string;
  resume_uploaded_at: string | null;
  /** Whether employers can find the job seeker in the talent pool. */
  discoverable: 0 | 1;
}

/** A JSON column written by this repository; anything else reads as empty. */
export function jsonList<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

export const skillsOf = (row: Pick<UserRow, 'skills'>): string[] => jsonList<string>(row.skills);

export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    avatar: row.avatar,
    resume: row.resume,
    companyName: row.company_name,
    companyDescription: row.company_description,
    companyLogo: row.company_logo,
    companySlug: row.company_slug ?? '',
    resumeName: row.resume ? row.resume_name : '',
    resumeUploadedAt: row.resume ? row.resume_uploaded_at : null,
    emailVerified: row.email_verified_at !== null,
    headline: row.headline,
    skills: skillsOf(row),
    desiredLocation: row.desired_location,
    desiredType: row.desired_type,
    openToRemote: row.open_to_remote === 1,
    summary: row.summary,
    experience: jsonList<ExperienceEntry>(row.experience),
    education: jsonList<EducationEntry>(row.education),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string;
  role: Role;
  avatar: string;
}

export interface ProfileChanges {
  name?: string | undefined;
  avatar?: string | undefined;
  resume?: string | undefined;
  resumeName?: string | undefined;
  resumeUploadedAt?: string | null | undefined;
  companyName?: string | undefined;
  companyDescription?: string | undefined;
  companyLogo?: string | undefined;
  headline?: string | undefined;
  skills?: string[] | undefined;
  desiredLocation?: string | undefined;
  desiredType?: JobType | '' | undefined;
  openToRemote?: boolean | undefined;
  summary?: string | undefined;
  experience?: ExperienceEntry[] | undefined;
  education?: EducationEntry[] | undefined;
}

/** Column and how a value is stored (JSON lists as text, booleans as 0/1). */
const COLUMNS: Record<keyof ProfileChanges, [string, (v: never) => unknown]> = {
  name: ['name', (v: string) => v],
  avatar: ['avatar', (v: string) => v],
  resume: ['resume', (v: string) => v],
  resumeName: ['resume_name', (v: string) => v],
  resumeUploadedAt: ['resume_uploaded_at', (v: string | null) => v],
  companyName: ['company_name', (v: string) => v],
  companyDescription: ['company_description', (v: string) => v],
  companyLogo: ['company_logo', (v: string) => v],
  headline: ['headline', (v: string) => v],
  skills: ['skills', (v: string[]) => JSON.stringify(v)],
  desiredLocation: ['desired_location', (v: string) => v],
  desiredType: ['desired_type', (v: string) => v],
  openToRemote: ['open_to_remote', (v: boolean) => (v ? 1 : 0)],
  summary: ['summary', (v: string) => v],
  experience: ['experience', (v: ExperienceEntry[]) => JSON.stringify(v)],
  education: ['education', (v: EducationEntry[]) => JSON.stringify(v)],
};

export class UsersRepo {
  private readonly byId;
  private readonly byPk;
  private readonly byEmail;
  private readonly insertStmt;
  private readonly generationStmt;
  private readonly nextGenerationStmt;
  private readonly setPasswordStmt;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock = systemClock,
  ) {
    this.byId = db.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?');
    this.byPk = db.prepare<[number], UserRow>('SELECT * FROM users WHERE pk = ?');
    this.byEmail = db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?');
    this.insertStmt = db.prepare(
      `INSERT INTO users (id, name, email, password_hash, role, avatar, created_at, updated_at)
       VALUES (@id, @name, @email, @password_hash, @role, @avatar, @now, @now)`,
    );
    this.generationStmt = db.prepare<[string], { generation: number }>(
      'SELECT generation FROM session_generations WHERE user_id = ?',
    );
    this.nextGenerationStmt = db.prepare<[string], { generation: number }>(
      `INSERT INTO session_generations (user_id, generation) VALUES (?, 1)
       ON CONFLICT (user_id) DO UPDATE SET generation = generation + 1 RETURNING generation`,
    );
    this.setPasswordStmt = db.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE pk = ?');
  }

  findById(id: string): UserRow | undefined {
    return this.byId.get(id);
  }

  findByPk(pk: number): UserRow | undefined {
    return this.byPk.get(pk);
  }

  findByEmail(email: string): UserRow | undefined {
    return this.byEmail.get(email.toLowerCase());
  }

  /**
   * The account's session generation: it grows when every session ends at once (a new password, "sign
   * out everywhere"), and every token carries the one it was issued in. Kept by the account's id, apart
   * from the row, so that a QA reset (which re-creates the seeded accounts with the same ids) does not bring
   * ended sessions back, as it does not bring back revoked ones.
   */
  sessionGeneration(id: string): number {
    return this.generationStmt.get(id)?.generation ?? 0;
  }

  /** Ends every session of the account at once; returns the new generation (for a session that goes on). */
  endSessions(id: string): number {
    return this.nextGenerationStmt.get(id)!.generation;
  }

  /**
   * A new password, and the end of every session issued before (their tokens carry an older generation).
   * Returns the new generation, for the token of the session that goes on.
   */
  setPassword(pk: number, passwordHash: string): number {
    return this.db.transaction(() => {
      this.setPasswordStmt.run(passwordHash, isoNow(this.clock), pk);
      return this.endSessions(this.findByPk(pk)!.id);
    })();
  }

  /** Marks the address confirmed (the first time only); true when it was not yet. */
  verifyEmail(pk: number, email: string): boolean {
    return (
      this.db
        .prepare(
          'UPDATE users SET email_verified_at = ? WHERE pk = ? AND email = ? AND email_verified_at IS NULL',
        )
        .run(isoNow(this.clock), pk, email).changes === 1
    );
  }

  /** Throws a UNIQUE violation when the e-mail is taken (mapped to 409 by the caller). */
  create(user: NewUser): UserRow {
    const id = newId();
    this.insertStmt.run({
      id,
      name: user.name,
      email: user.email.toLowerCase(),
      password_hash: user.passwordHash,
      role: user.role,
      avatar: user.avatar,
      now: isoNow(this.clock),
    });
    return this.findById(id)!;
  }

  update(pk: number, changes: ProfileChanges): UserRow {
    const sets: string[] = [];
    const values: Record<string, unknown> = { pk, now: isoNow(this.clock) };
    for (const [key, [column, store]] of Object.entries(COLUMNS) as [
      keyof ProfileChanges,
      [string, (v: unknown) => unknown],
    ][]) {
      const value = changes[key];
      if (value === undefined) continue;
      sets.push(`${column} = @${key}`);
      values[key] = store(value);
    }
    sets.push('updated_at = @now');
    this.db.transaction(() => {
      this.db.prepare(`UPDATE users SET ${sets.join(', ')} WHERE pk = @pk`).run(values);
      // A company name saved (the first, or a new one) gives the company page its slug.
      if (changes.companyName !== undefined) assignCompanySlug(this.db, pk, changes.companyName);
    })();
    return this.findByPk(pk)!;
  }
}
