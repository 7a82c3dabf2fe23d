// The talent pool: a job seeker chooses to be found (off until they do, with the card employers will see
// shown first), employers search the seekers who did by skills or title and place, best first and paged,
// and see the card only; a seeker who turns discovery off is out of the very next search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TalentSearchReply } from '@portal/contracts';
import type { App } from '../src/app.js';
import { bearer, EMPLOYER, login, makeApp, qa, register, SEEKER } from './helpers.js';

let app: App;
let employer: string;
beforeAll(async () => {
  app = await makeApp();
  employer = await login(app, EMPLOYER);
});
afterAll(async () => {
  await app?.close();
});

const discovery = (token: string, discoverable?: boolean) =>
  app.inject({
    method: discoverable === undefined ? 'GET' : 'PUT',
    url: '/api/user/discovery',
    headers: bearer(token),
    ...(discoverable === undefined ? {} : { payload: { discoverable } }),
  });

const search = (query: Record<string, string | number> = {}, token = employer) =>
  app.inject({
    url: '/api/talent',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: bearer(token),
  });
const found = async (query: Record<string, string | number> = {}) => {
  const res = await search(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TalentSearchReply).talent.map((card) => card.name);
};

/** A job seeker with this profile, discoverable unless told otherwise. */
async function seeker(name: string, profile: Record<string, unknown>, discoverable = true) {
  const { token, user } = await register(app, 'jobseeker', name);
  const res = await app.inject({
    method: 'PUT',
    url: '/api/user/profile',
    headers: bearer(token),
    payload: profile,
  });
  expect(res.statusCode, res.body).toBe(200);
  if (discoverable) expect((await discovery(token, true)).statusCode).toBe(200);
  return { token, user };
}

const job = (title: string) => ({ title, company: 'Acme', start: '2020-01', end: '', description: 'Work' });

describe('being found', () => {
  it('is off until the seeker turns it on, and the card they are shown is what employers see', async () => {
    const { token, user } = await seeker(
      'Ada Card',
      { headline: 'Compiler engineer', skills: ['Rust', 'LLVM'], desiredLocation: 'Zürich' },
      false,
    );
    const before = await discovery(token);
    expect(before.statusCode).toBe(200);
    const card = before.json().card;
    expect(before.json().discoverable).toBe(false);
    expect(card).toEqual({
      _id: user._id,
      name: 'Ada Card',
      headline: 'Compiler engineer',
      skills: ['Rust', 'LLVM'],
      desiredLocation: 'Zürich',
      openToRemote: false,
      summary: '',
      experience: [],
      education: [],
      verified: false,
    });
    expect(await found({ q: 'llvm' })).not.toContain('Ada Card');

    expect((await discovery(token, true)).json()).toEqual({ discoverable: true, card });
    const res = await search({ q: 'llvm' });
    expect(res.json().talent).toEqual([card]);
    // Nothing but the card: no e-mail address, no résumé file, anywhere in the reply.
    expect(res.body).not.toContain(user.email);
    expect(res.body).not.toMatch(/email|resume|password|role/i);

    expect((await discovery(token, false)).json().discoverable).toBe(false);
    expect(await found({ q: 'llvm' })).toEqual([]);
  });

  it('is for job seekers; employers and visitors cannot be found or turn it on', async () => {
    expect((await discovery(employer, true)).statusCode).toBe(403);
    expect((await discovery(employer)).statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'PUT',
      url: '/api/user/discovery',
      payload: { discoverable: true },
    });
    expect(anonymous.statusCode).toBe(401);
    const seekerToken = await login(app, SEEKER);
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/user/discovery',
      headers: bearer(seekerToken),
      payload: { discoverable: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/discoverable/);
  });
});

describe('the search', () => {
  beforeAll(async () => {
    await seeker('Rosa React', {
      headline: 'Frontend developer',
      skills: ['React', 'TypeScript'],
      desiredLocation: 'Berlin',
    });
    await seeker('Tom Title', {
      headline: 'React and Vue specialist for large public websites',
      skills: ['Vue'],
      desiredLocation: 'Hamburg',
    });
    await seeker('Eve Experience', {
      headline: 'Engineer',
      skills: ['Go'],
      desiredLocation: 'Lisbon',
      experience: [job('Site Reliability Engineer')],
    });
    await seeker('Remy Remote', {
      headline: 'Backend developer',
      skills: ['Go', 'Postgres'],
      openToRemote: true,
    });
    await seeker(
      'Hidden Hannah',
      { headline: 'React developer', skills: ['React'], desiredLocation: 'Berlin' },
      false,
    );
  });

  it('finds by a skill, a prefix of one, a title, a job of the experience and a place, accents and case aside', async () => {
    expect(await found({ q: 'typescript' })).toEqual(['Rosa React']);
    expect(await found({ q: 'typ' })).toEqual(['Rosa React']);
    expect(await found({ q: 'frontend' })).toEqual(['Rosa React']);
    expect(await found({ q: 'reliability' })).toEqual(['Eve Experience']);
    expect(await found({ location: 'BERLIN' })).toEqual(['Rosa React']);
    expect(await found({ q: 'rust', location: 'zurich' })).toEqual([]);
    // A seeker open to remote work is found for "remote".
    expect(await found({ location: 'remote' })).toEqual(['Remy Remote']);
  });

  it('needs every word, ranks a skill above a mention in a title, and never lists a hidden seeker', async () => {
    expect(await found({ q: 'react' })).toEqual(['Rosa React', 'Tom Title']);
    expect(await found({ q: 'react', location: 'berlin' })).toEqual(['Rosa React']);
    expect(await found({ q: 'go postgres' })).toEqual(['Remy Remote']);
    expect(await found({ q: 'react go' })).toEqual([]);
  });

  it('follows the profile: a new skill is found at once, a removed one no more', async () => {
    const { token } = await seeker('Ivy Index', { skills: ['Elixir'] });
    expect(await found({ q: 'elixir' })).toEqual(['Ivy Index']);
    await app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(token),
      payload: { skills: ['Haskell'] },
    });
    expect(await found({ q: 'elixir' })).toEqual([]);
    expect(await found({ q: 'haskell' })).toEqual(['Ivy Index']);
  });

  it('pages: newest profiles first without a query, with the total and the number of pages', async () => {
    const all = (await search({ limit: 2 })).json() as TalentSearchReply;
    expect(all.talent).toHaveLength(2);
    expect(all.page).toBe(1);
    expect(all.pages).toBe(Math.ceil(all.total / 2));
    const second = (await search({ limit: 2, page: 2 })).json() as TalentSearchReply;
    expect(second.talent.map((c) => c._id)).not.toContain(all.talent[0]?._id);
    expect(all.talent.map((c) => c.name)).not.toContain('Hidden Hannah');
  });

  it('answers at once for a change: a new seeker, a renamed one, one turning discovery off', async () => {
    // Both searches asked first, so the next answers are no older ones kept.
    const before = (await search({})).json() as TalentSearchReply;
    expect(await found({ q: 'zig' })).toEqual([]);

    const { token } = await seeker('Nia New', { skills: ['Zig'] });
    const withNia = (await search({})).json() as TalentSearchReply;
    expect(withNia.total).toBe(before.total + 1);
    expect(withNia.talent[0]?.name).toBe('Nia New');
    expect(await found({ q: 'zig' })).toEqual(['Nia New']);

    const rename = await app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(token),
      payload: { name: 'Nia Renamed' },
    });
    expect(rename.statusCode, rename.body).toBe(200);
    expect(await found({ q: 'zig' })).toEqual(['Nia Renamed']);

    expect((await discovery(token, false)).statusCode).toBe(200);
    expect(await found({ q: 'zig' })).toEqual([]);
    expect((await search({})).json().total).toBe(before.total);
  });

  it('reads what is typed as words only: the index’s query language is never run', async () => {
    for (const q of [
      '"',
      'react OR vue',
      'NEAR(react vue)',
      'react*',
      '-react',
      '{skills}: react',
      "'; DROP TABLE users; --",
      '<b>react</b>',
    ]) {
      const res = await search({ q });
      expect(res.statusCode, q).toBe(200);
    }
    // "OR" is a word like any other: nobody has it, so nothing matches every word.
    expect(await found({ q: 'react OR vue' })).toEqual([]);
    // Punctuation between words is no word.
    expect(await found({ q: 'react, typescript!' })).toEqual(['Rosa React']);
  });

  it('refuses a query too long or with too many words with a message, and is for employers only', async () => {
    const long = await search({ q: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/q/);
    const many = await search({ q: Array.from({ length: 13 }, (_, i) => `w${i}`).join(' ') });
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe('Search with at most 12 words');
    expect((await search({ limit: 51 })).statusCode).toBe(400);
    expect((await search({}, await login(app, SEEKER))).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/talent' })).statusCode).toBe(401);
  });
});

// Last: a scenario starts from a fresh reset, which takes the seekers above away.
describe("QA's talent pool scenario", () => {
  it('gives the demo employer 10,000 seekers to find, by skill, title and city, each a card only', async () => {
    const loaded = await qa(app, 'POST', '/__qa/scenarios', { name: 'talent pool' });
    expect(loaded.statusCode, loaded.body).toBe(200);
    const token = loaded.json().tokens[EMPLOYER] as string;
    const all = await search({}, token);
    expect(all.json().total).toBe(10_000);
    const react = (await search({ q: 'react', location: 'berlin' }, token)).json() as TalentSearchReply;
    expect(react.total).toBeGreaterThan(0);
    for (const card of react.talent) {
      expect(card.skills).toContain('React');
      expect(card.desiredLocation).toBe('Berlin');
    }
    const seniors = (await search({ q: 'senior backend' }, token)).json() as TalentSearchReply;
    expect(seniors.talent.every((card) => card.headline === 'Senior Backend Engineer')).toBe(true);
    expect(JSON.stringify(seniors)).not.toContain('@talent.test');
  });
});
