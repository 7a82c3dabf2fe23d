// The mixed soak: many connections over the 100,000-job server, 70 % searches (varied keywords and
// filters), 20 % job details and 10 % writes (posts, edits, closes by the seeded employers' own tokens),
// against the same mix without the writes. Writes must not stall the reads: the figures to watch are the
// mixed p99 and the mixed throughput as a share of the read-only one.
import autocannon, { type RawRequest, type Result } from 'autocannon';
import type { JobBody } from '@portal/contracts';
import { COMPANIES } from '../src/seed/data.js';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.js';
import { prng } from '../src/seed/seed.js';

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Replies by status code, e.g. `200×1200 201×40`. */
  statuses: string;
}

export function figuresOf(result: Result): Figures {
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses: Object.entries(result.statusCodeStats)
      .map(([code, s]) => `${code}×${s.count}`)
      .join(' '),
  };
}

interface KnownJob {
  id: string;
  owner: string;
  body: JobBody;
}

export interface SoakData {
  jobs: KnownJob[];
  tokens: Map<string, string>;
  /** Whether the server takes the relevance `sort` and `datePosted` parameters (so the mix uses them). */
  sortAndDate: boolean;
}

const KEYWORDS = [
  '',
  '',
  'engineer',
  'senior engineer',
  'designer',
  'product manager',
  'react',
  'python',
  'sales',
  'c++',
  'node.js',
  'remote',
  'data',
  'marketing manager',
  'support',
  'analyst',
  'kubernetes',
  'figma',
  'lead developer',
  'engneer',
  'desinger',
  'managr',
  'acme',
  'recruiter',
];
const LOCATIONS = ['', '', '', 'remote', 'new york', 'london', 'berlin', 'austin'];
const TYPES = ['Remote', 'Full-Time', 'Part-Time', 'Contract', 'Internship'];
const CATEGORIES = ['Engineering', 'Design', 'Marketing', 'Sales', 'Product', 'Finance', 'HR'];
const SORTS = ['relevance', 'newest', 'salary'];
const DATES = ['24h', '7d', '30d'];
const POST_TITLES = [
  'Backend Engineer',
  'Product Designer',
  'Account Executive',
  'Data Analyst',
  'Customer Success Manager',
  'Site Reliability Engineer',
  'Technical Recruiter',
  'Growth Marketer',
];

/** Logs in every seeded employer and collects a spread of open jobs with their owners. */
export async function prepareSoak(base: string): Promise<SoakData> {
  const tokens = new Map<string, string>();
  for (const company of COMPANIES) {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: company.email, password: DEMO_PASSWORD }),
    });
    if (!res.ok) throw new Error(`login ${company.email}: ${res.status}`);
    const user = (await res.json()) as { _id: string; token: string };
    tokens.set(user._id, user.token);
  }
  const jobs: KnownJob[] = [];
  for (let page = 1; page <= 400; page += 20) {
    const res = await fetch(`${base}/api/jobs?limit=100&page=${page}`);
    const list = (await res.json()) as {
      jobs: Array<JobBody & { _id: string; company: { _id: string } }>;
    };
    for (const j of list.jobs) {
      jobs.push({
        id: j._id,
        owner: j.company._id,
        body: {
          title: j.title,
          location: j.location,
          category: j.category,
          type: j.type,
          description: j.description,
          requirements: j.requirements,
          salaryMin: j.salaryMin,
          salaryMax: j.salaryMax,
        },
      });
    }
  }
  // Fastify drops query parameters it does not know, so only a server that knows `sort` refuses a bad one.
  const probe = await fetch(`${base}/api/jobs?sort=no-such-order&limit=1`);
  return { jobs, tokens, sortAndDate: probe.status === 400 };
}

/** One request of the mix, chosen at random (seeded, so runs are comparable). */
function mix(data: SoakData, withWrites: boolean, seed: number): (req: RawRequest) => RawRequest {
  const rand = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const owners = [...data.tokens.keys()];
  let posted = 0;
  const search = (): RawRequest => {
    const q = new URLSearchParams();
    const keyword = pick(KEYWORDS);
    if (keyword) q.set('keyword', keyword);
    const location = pick(LOCATIONS);
    if (location) q.set('location', location);
    if (rand() < 0.3) q.set('type', pick(TYPES));
    if (rand() < 0.3) q.set('category', pick(CATEGORIES));
    if (rand() < 0.2) q.set('minSalary', String(40_000 + 10_000 * Math.floor(rand() * 8)));
    if (data.sortAndDate && rand() < 0.3) q.set('sort', pick(SORTS));
    if (data.sortAndDate && rand() < 0.2) q.set('datePosted', pick(DATES));
    const page = 1 + Math.floor(rand() * rand() * 5);
    if (page > 1) q.set('page', String(page));
    return { method: 'GET', path: `/api/jobs?${q.toString()}`, headers: {}, body: undefined };
  };
  const detail = (): RawRequest => ({
    method: 'GET',
    path: `/api/jobs/${pick(data.jobs).id}`,
    headers: {},
    body: undefined,
  });
  const write = (): RawRequest => {
    const r = rand();
    if (r < 0.5) {
      const owner = pick(owners);
      posted++;
      const body: JobBody = {
        title: `${pick(['', 'Senior ', 'Junior ', 'Lead '])}${pick(POST_TITLES)}`,
        location: pick(['Remote', 'London, UK', 'Austin, TX', 'Berlin, Germany']),
        category: pick(CATEGORIES) as JobBody['category'],
        type: pick(TYPES) as JobBody['type'],
        description: `We are hiring for our ${pick(['platform', 'growth', 'design', 'sales'])} team. You will work with ${pick(['React', 'Python', 'Figma', 'Salesforce', 'SQL'])} and ${pick(['Kubernetes', 'HubSpot', 'Excel', 'TypeScript'])}. Opening ${posted % 50}.`,
        requirements: '- 3+ years of experience\n- Clear written English',
        salaryMin: 40_000 + 1_000 * Math.floor(rand() * 60),
        salaryMax: 110_000 + 1_000 * Math.floor(rand() * 60),
      };
      return {
        method: 'POST',
        path: '/api/jobs',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${data.tokens.get(owner)}` },
        body: JSON.stringify(body),
      };
    }
    const job = pick(data.jobs);
    const auth = `Bearer ${data.tokens.get(job.owner)}`;
    if (r < 0.8) {
      const body = {
        ...job.body,
        title: rand() < 0.5 ? job.body.title : `${job.body.title} (${pick(['Urgent', 'Hybrid', 'New'])})`,
        salaryMax: job.body.salaryMax + 1_000 * Math.floor(rand() * 5),
      };
      return {
        method: 'PUT',
        path: `/api/jobs/${job.id}`,
        headers: { 'content-type': 'application/json', authorization: auth },
        body: JSON.stringify(body),
      };
    }
    return {
      method: 'PUT',
      path: `/api/jobs/${job.id}/toggle-close`,
      headers: { authorization: auth },
      body: undefined,
    };
  };
  return () => {
    const r = rand();
    if (withWrites) return r < 0.7 ? search() : r < 0.9 ? detail() : write();
    return r < 0.7 / 0.9 ? search() : detail();
  };
}

export async function soak(
  base: string,
  data: SoakData,
  withWrites: boolean,
  seconds: number,
  connections: number,
): Promise<Figures> {
  const next = mix(data, withWrites, withWrites ? 2 : 1);
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    pipelining: 1,
    requests: [{ setupRequest: (req) => ({ ...req, ...next(req) }) }],
  });
  return figuresOf(result);
}
