// The talent pool: job seekers who chose to be found, and the employers' search over them. The search
// index (talent_index, full-text) is kept by the database's own triggers on every write of the fields it
// holds, so a seeker who turns discovery off is out of the very next search, whoever wrote the change.
import { TALENT_LIMITS } from '@portal/contracts/constants';
import type { EducationEntry, ExperienceEntry, TalentCard } from '@portal/contracts';
import type { Db } from '../db/database.js';
import { isoNow, systemClock, type Clock } from '../lib/clock.js';
import { badRequest } from '../lib/errors.js';
import { Lru } from '../lib/lru.js';
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

/** Searches whose ranking is kept, and cards kept (each search's page reads its cards from here). */
const RANKINGS_KEPT = 128;
const CARDS_KEPT = 2000;

/**
 * The statements of a search, by what they read (security-talent.test.ts plans them): the matches of a
 * query best first, every discoverable seeker newest first (the partial index of migration 14, no sort),
 * and the rows of a page by key.
 */
export const TALENT_SQL = {
  // Skills weigh most, then titles, then the place (bm25 is lower for a better match); ties by the
  // newest profile.
  ranking: `SELECT t.rowid FROM talent_index t JOIN users u ON u.pk = t.rowid
            WHERE talent_index MATCH ?
            ORDER BY bm25(talent_index, 3.0, 2.0, 1.0), u.updated_at DESC, u.pk DESC`,
  newest: `SELECT pk FROM users WHERE discoverable = 1 AND role = 'jobseeker'
           ORDER BY updated_at DESC, pk DESC`,
  rows: 'SELECT * FROM users WHERE pk IN (SELECT value FROM json_each(?))',
} as const;

export class TalentRepo {
  private readonly setStmt;
  private readonly changesStmt;
  private readonly rankingStmt;
  private readonly newestStmt;
  private readonly rowsStmt;
  /**
   * What a search has worked out, good while talent_changes has not moved since (`seen`): each query's
   * matches in order (its total is their number; 4 bytes a match), and the cards (as JSON text) of the
   * seekers shown. Ranking every match and counting them cost milliseconds over 10,000 seekers, at every
   * call; a page of a kept ranking costs a slice, so 50 employers paging at once no longer queue behind
   * each other. Any write that can change an answer moves the counter (the database's triggers, whoever
   * writes), and the next search starts afresh: a seeker who turns discovery off is out of the very next
   * search.
   */
  private seen = -1;
  private readonly rankings = new Lru<string, Int32Array>(RANKINGS_KEPT);
  private readonly cards = new Lru<number, string>(CARDS_KEPT);

  constructor(
    private readonly db: Db,
    private readonly clock: Clock = systemClock,
  ) {
    this.setStmt = db.prepare<[number, string, number]>(
      `UPDATE users SET discoverable = ?, updated_at = ? WHERE pk = ? AND role = 'jobseeker'`,
    );
    this.changesStmt = db.prepare<[], number>('SELECT n FROM talent_changes').pluck();
    this.rankingStmt = db.prepare<[string], number>(TALENT_SQL.ranking).pluck();
    this.newestStmt = db.prepare<[], number>(TALENT_SQL.newest).pluck();
    this.rowsStmt = db.prepare<[string], UserRow>(TALENT_SQL.rows);
  }

  /** Turns a job seeker's discovery on or off (the index follows through its triggers). */
  setDiscoverable(pk: number, discoverable: boolean): void {
    this.setStmt.run(discoverable ? 1 : 0, isoNow(this.clock), pk);
  }

  /**
   * A page of the search as JSON text (TalentSearchReply): kept cards' text joined, so the hot path
   * neither decodes rows nor serializes objects, as the jobs list does (JobsRepo.searchJson). Every field
   * of a card is one toTalentCard picked (test/talent.test.ts holds it to the card the schema serializes).
   */
  searchJson({ q, location, page, limit }: TalentSearch): string {
    const match = talentMatch(q, location);
    const changes = this.changesStmt.get() ?? 0;
    if (changes !== this.seen) {
      this.rankings.map.clear();
      this.cards.map.clear();
      this.seen = changes;
    }
    const key = match ?? '';
    const ranking =
      this.rankings.get(key) ??
      this.rankings.set(key, Int32Array.from(match ? this.rankingStmt.all(match) : this.newestStmt.all()));
    const offset = offsetOf(page, limit);
    const { total, pages } = paging(ranking.length, page, limit);
    const cards = this.cardsJson(Array.from(ranking.subarray(offset, offset + limit)));
    return `{"talent":[${cards.join(',')}],"total":${total},"page":${page},"pages":${pages}}`;
  }

  /** The cards of these seekers as JSON text, in this order: those not kept are read in one statement. */
  private cardsJson(pks: readonly number[]): string[] {
    const missing = pks.filter((pk) => this.cards.get(pk) === undefined);
    if (missing.length > 0) {
      for (const row of this.rowsStmt.all(JSON.stringify(missing))) {
        this.cards.set(row.pk, JSON.stringify(toTalentCard(row)));
      }
    }
    // A ranked seeker is in the database while the counter stands still (a removal moves it).
    return pks.flatMap((pk) => this.cards.get(pk) ?? []);
  }
}
