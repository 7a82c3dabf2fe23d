// The talent pool: job seekers who chose to be found, and the employers' search over them. The search
// index (talent_index, full-text) is kept by the database's own triggers on every write of the fields it
// holds, so a seeker who turns discovery off is out of the very next search, whoever wrote the change.
import { TALENT_LIMITS } from '@portal/contracts/constants';
import type { EducationEntry, ExperienceEntry, TalentCard } from '@portal/contracts';
import type { Db } from '../db/database.js';
import { badRequest } from '../lib/errors.js';
import { nowIso } from '../lib/ids.js';
import { offsetOf, paging } from '../lib/paging.js';
import { jsonList, skillsOf, type UserRow } from './users-repo.js';

/** The card employers see: the profile's public part, field by field (nothing else of the row). */
export function toTalentCard(row: UserRow): TalentCard {
  return {
    _id: row.id,
    name: row.name,
    headline: row.headline,
    skills: skillsOf(row),
    desiredLocation: row.desired_location,
    openToRemote: row.open_to_remote === 1,
    summary: row.summary,
    experience: jsonList<ExperienceEntry>(row.experience),
    education: jsonList<EducationEntry>(row.education),
    verified: row.email_verified_at !== null,
  };
}

/**
 * The words of what an employer typed, as the index reads them (letters and digits of any script; the
 * index folds case and accents itself). Each becomes a quoted phrase, so nothing typed is read as the full-
 * text query language; words of two letters or more also match as prefixes ("type" finds TypeScript).
 */
function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+/gu) ?? [];
}
const term = (word: string) => (word.length >= 2 ? `"${word}"*` : `"${word}"`);

/**
 * The full-text query of a search: every word of `q` in the skills or the titles, every word of `location`
 * in the place; null when nothing was typed. Refuses more words than count with a message.
 */
export function talentMatch(q: string, location: string): string | null {
  const what = words(q);
  const where = words(location);
  if (what.length + where.length > TALENT_LIMITS.queryMaxWords) {
    throw badRequest(`Search with at most ${TALENT_LIMITS.queryMaxWords} words`);
  }
  const parts = [
    ...what.map((word) => `{skills titles} : ${term(word)}`),
    ...where.map((word) => `place : ${term(word)}`),
  ];
  return parts.length > 0 ? parts.join(' AND ') : null;
}

export interface TalentSearch {
  q: string;
  location: string;
  page: number;
  limit: number;
}

export class TalentRepo {
  private readonly setStmt;
  private readonly matchStmt;
  private readonly matchCountStmt;
  private readonly allStmt;
  private readonly allCountStmt;

  constructor(private readonly db: Db) {
    this.setStmt = db.prepare<[number, string, number]>(
      `UPDATE users SET discoverable = ?, updated_at = ? WHERE pk = ? AND role = 'jobseeker'`,
    );
    // Skills weigh most, then titles, then the place (bm25 is lower for a better match); ties by the newest
    // profile.
    this.matchStmt = db.prepare<[string, number, number], UserRow>(
      `SELECT u.* FROM talent_index t JOIN users u ON u.pk = t.rowid
       WHERE talent_index MATCH ?
       ORDER BY bm25(talent_index, 3.0, 2.0, 1.0), u.updated_at DESC, u.pk DESC
       LIMIT ? OFFSET ?`,
    );
    this.matchCountStmt = db.prepare<[string], { n: number }>(
      'SELECT count(*) AS n FROM talent_index WHERE talent_index MATCH ?',
    );
    this.allStmt = db.prepare<[number, number], UserRow>(
      `SELECT u.* FROM talent_index t JOIN users u ON u.pk = t.rowid
       ORDER BY u.updated_at DESC, u.pk DESC LIMIT ? OFFSET ?`,
    );
    this.allCountStmt = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM talent_index');
  }

  /** Turns a job seeker's discovery on or off (the index follows through its triggers). */
  setDiscoverable(pk: number, discoverable: boolean): void {
    this.setStmt.run(discoverable ? 1 : 0, nowIso(), pk);
  }

  search({ q, location, page, limit }: TalentSearch) {
    const match = talentMatch(q, location);
    const offset = offsetOf(page, limit);
    const rows = match ? this.matchStmt.all(match, limit, offset) : this.allStmt.all(limit, offset);
    const total = (match ? this.matchCountStmt.get(match) : this.allCountStmt.get())?.n ?? 0;
    return { talent: rows.map(toTalentCard), ...paging(total, page, limit) };
  }
}
