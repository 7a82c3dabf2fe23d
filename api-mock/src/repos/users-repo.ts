import type { Role } from '@portal/contracts/constants';
import type { User } from '@portal/contracts';
import type { Db } from '../db/database.js';
import { newId, nowIso } from '../lib/ids.js';

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
  created_at: string;
  updated_at: string;
}

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
  companyName?: string | undefined;
  companyDescription?: string | undefined;
  companyLogo?: string | undefined;
}

export class UsersRepo {
  private readonly byId;
  private readonly byPk;
  private readonly byEmail;
  private readonly insertStmt;

  constructor(private readonly db: Db) {
    this.byId = db.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?');
    this.byPk = db.prepare<[number], UserRow>('SELECT * FROM users WHERE pk = ?');
    this.byEmail = db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?');
    this.insertStmt = db.prepare(
      `INSERT INTO users (id, name, email, password_hash, role, avatar, created_at, updated_at)
       VALUES (@id, @name, @email, @password_hash, @role, @avatar, @now, @now)`,
    );
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
      now: nowIso(),
    });
    return this.findById(id)!;
  }

  update(pk: number, changes: ProfileChanges): UserRow {
    const columns: Record<keyof ProfileChanges, string> = {
      name: 'name',
      avatar: 'avatar',
      resume: 'resume',
      companyName: 'company_name',
      companyDescription: 'company_description',
      companyLogo: 'company_logo',
    };
    const sets: string[] = [];
    const values: Record<string, unknown> = { pk, now: nowIso() };
    for (const [key, column] of Object.entries(columns) as [keyof ProfileChanges, string][]) {
      const value = changes[key];
      if (value === undefined) continue;
      sets.push(`${column} = @${key}`);
      values[key] = value;
    }
    sets.push('updated_at = @now');
    this.db.prepare(`UPDATE users SET ${sets.join(', ')} WHERE pk = @pk`).run(values);
    return this.findByPk(pk)!;
  }
}
