// Company pages: an employer with a company name, found by any slug it has had, with its open jobs.
import type { CompanyPage, CompanySitemapReply } from '@portal/contracts';
import type { Db } from '../db/database.js';
import type { UserRow } from './users-repo.js';

/** How many of a company's hiring places its page names. */
const LOCATIONS_SHOWN = 5;

export class CompaniesRepo {
  private readonly bySlug;
  private readonly openCount;
  private readonly locations;
  private readonly openPks;
  private readonly listed;
  private readonly listedCount;

  constructor(db: Db) {
    // A company has a page while it has a name: an employer who cleared theirs has none (404).
    this.bySlug = db.prepare<[string], UserRow>(
      `SELECT u.* FROM company_slugs s JOIN users u ON u.pk = s.user_pk
       WHERE s.slug = ? AND u.role = 'employeer' AND trim(u.company_name) <> ''`,
    );
    this.openCount = db.prepare<[number], { n: number }>(
      'SELECT count(*) AS n FROM jobs WHERE employer_pk = ? AND is_closed = 0',
    );
    this.locations = db.prepare<[number, number], { location: string }>(
      `SELECT location FROM jobs WHERE employer_pk = ? AND is_closed = 0
       GROUP BY location ORDER BY count(*) DESC, location LIMIT ?`,
    );
    this.openPks = db.prepare<[number, number, number], { pk: number }>(
      'SELECT pk FROM jobs WHERE employer_pk = ? AND is_closed = 0 ORDER BY pk DESC LIMIT ? OFFSET ?',
    );
    const listedWhere = `role = 'employeer' AND company_slug IS NOT NULL AND trim(company_name) <> ''`;
    this.listed = db.prepare<[number, number], { slug: string; updated_at: string }>(
      `SELECT company_slug AS slug, updated_at FROM users WHERE ${listedWhere} ORDER BY pk LIMIT ? OFFSET ?`,
    );
    this.listedCount = db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM users WHERE ${listedWhere}`);
  }

  /** The employer whose company has (or had) this slug, while it has a page. */
  findBySlug(slug: string): UserRow | undefined {
    return this.bySlug.get(slug);
  }

  page(user: UserRow): CompanyPage {
    return {
      _id: user.id,
      slug: user.company_slug ?? '',
      name: user.company_name,
      description: user.company_description,
      logo: user.company_logo,
      locations: this.locations.all(user.pk, LOCATIONS_SHOWN).map((r) => r.location),
      openJobs: this.openJobs(user.pk),
      updatedAt: user.updated_at,
    };
  }

  openJobs(employerPk: number): number {
    return this.openCount.get(employerPk)?.n ?? 0;
  }

  /** The keys of a page of the employer's open jobs, newest first. */
  openJobPks(employerPk: number, page: number, limit: number): number[] {
    return this.openPks.all(employerPk, limit, (page - 1) * limit).map((r) => r.pk);
  }

  /** A page of the companies with a page, oldest account first, as a sitemap lists them. */
  sitemap(page: number, limit: number): CompanySitemapReply {
    const total = this.listedCount.get()?.n ?? 0;
    const companies = this.listed
      .all(limit, (page - 1) * limit)
      .map((r) => ({ slug: r.slug, updatedAt: r.updated_at }));
    return { companies, total, page, pages: Math.max(1, Math.ceil(total / limit)) };
  }
}
