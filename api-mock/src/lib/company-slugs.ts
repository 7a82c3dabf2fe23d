// A company page's address, made from the company name: lower-case letters and digits of any script
// ("Zoë Café" → "zoë-café"), every other run of characters one hyphen. A company keeps every slug it ever
// had (company_slugs), so a page asked for by a former slug still finds it (the site redirects to the
// current one) and no other company can ever take that address.
import { LIMITS } from '@portal/contracts/constants';
// The connection's type from the driver itself: the migrations (db/database.ts) call this module.
import type Database from 'better-sqlite3';

type Db = Database.Database;

/** Paths under /api/companies/ that are no company. */
const RESERVED = new Set(['sitemap']);

export function slugify(name: string): string {
  const flat = name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  if (flat.length <= LIMITS.companySlugMaxLength - 4) return flat || 'company';
  // Long names are cut at a hyphen, leaving room for a "-NNN" suffix.
  const cut = flat.slice(0, LIMITS.companySlugMaxLength - 4);
  const hyphen = cut.lastIndexOf('-');
  return (hyphen > 20 ? cut.slice(0, hyphen) : cut).replace(/-+$/, '');
}

/**
 * Gives the employer the slug of their company name as it is now (nothing when they have none yet, or when
 * the name still makes their current slug). A slug another company holds or held gets the first free
 * "-2", "-3"… suffix; one this company held before is taken back. Returns the current slug.
 */
export function assignCompanySlug(db: Db, userPk: number, companyName: string): string {
  const current =
    db
      .prepare<[number], { company_slug: string | null }>('SELECT company_slug FROM users WHERE pk = ?')
      .get(userPk)?.company_slug ?? null;
  if (!companyName.trim()) return current ?? '';
  const base = slugify(companyName);
  if (current !== null && (current === base || current.replace(/-\d+$/, '') === base)) return current;
  const owner = db.prepare<[string], { user_pk: number }>('SELECT user_pk FROM company_slugs WHERE slug = ?');
  let slug = base;
  for (let n = 2; ; n++) {
    const held = owner.get(slug);
    if (!RESERVED.has(slug) && (held === undefined || held.user_pk === userPk)) break;
    slug = `${base}-${n}`;
  }
  db.prepare('INSERT OR IGNORE INTO company_slugs (slug, user_pk) VALUES (?, ?)').run(slug, userPk);
  db.prepare('UPDATE users SET company_slug = ? WHERE pk = ?').run(slug, userPk);
  return slug;
}
