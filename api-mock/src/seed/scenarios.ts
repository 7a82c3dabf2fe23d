// Named QA scenarios: the seed plus one situation QA keeps needing, loaded by one call
// (POST /__qa/scenarios {"name": "busy employer"}). Every scenario starts from a fresh reset.
import type { QaScenarioReply } from '@portal/contracts';
import {
  APPLICATION_STATUSES,
  JOB_CATEGORIES,
  JOB_TYPES,
  type QaScenarioName,
  type Role,
} from '@portal/contracts/constants';
import { TOKEN_TTL_SECONDS } from '../auth/token.js';
import type { FastifyInstance } from 'fastify';
import { newId } from '../lib/ids.js';
import type { UserRow } from '../repos/users-repo.js';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD, DEMO_SEEKER_EMAIL } from './demo-accounts.js';
import { demoHash } from './seed.js';

type Loaded = Pick<QaScenarioReply, 'accounts' | 'tokens'>;

interface Scenario {
  description: string;
  /** Extra generated jobs for the reset that starts the scenario. */
  size?: number;
  load(app: FastifyInstance): Loaded;
}

export const BUSY_APPLICANTS = 1000;
export const TALENT_POOL_SIZE = 10_000;

/** What the talent pool scenario's seekers are made of (every combination occurs). */
const TALENT = {
  titles: [
    'Frontend Developer',
    'Backend Engineer',
    'Data Analyst',
    'DevOps Engineer',
    'Product Designer',
    'QA Engineer',
    'Mobile Developer',
  ],
  skills: [
    'React',
    'TypeScript',
    'Go',
    'Python',
    'SQL',
    'Kubernetes',
    'Figma',
    'Kotlin',
    'Swift',
    'Rust',
    'Terraform',
    'Playwright',
    'Java',
    'Node.js',
  ],
  places: [
    'Berlin',
    'Lisbon',
    'Porto',
    'Madrid',
    'Warsaw',
    'Amsterdam',
    'Dublin',
    'Prague',
    'Vienna',
    'Tallinn',
    'Kraków',
  ],
};
export const MANY_JOBS_SIZE = 5000;
export const MANY_JOBS_OWN = 250;
export const LONG_CONVERSATION = 500;

const DAY = 86_400_000;

function account(app: FastifyInstance, name: string, email: string, role: Role): UserRow {
  return app.users.create({ name, email, passwordHash: demoHash(app.settings.scryptCost), role, avatar: '' });
}

function postJobs(
  app: FastifyInstance,
  employer: UserRow,
  count: number,
  title: (i: number) => string,
): number[] {
  const pks: number[] = [];
  for (let i = 0; i < count; i++) {
    const { pk } = app.jobPosting.post(employer.pk, {
      title: title(i),
      location: i % 3 === 0 ? 'Remote' : 'Lisbon, Portugal',
      category: JOB_CATEGORIES[i % JOB_CATEGORIES.length]!,
      type: JOB_TYPES[i % JOB_TYPES.length]!,
      description: `${title(i)}: a role created by the QA scenario, with enough text to read like a posting.`,
      requirements: '- 2+ years in a similar role\n- Clear written English',
      salaryMin: 40_000 + (i % 10) * 5_000,
      salaryMax: 70_000 + (i % 10) * 5_000,
    });
    pks.push(pk);
  }
  return pks;
}

const tokenFor = (app: FastifyInstance, user: UserRow) =>
  app.tokens.issue(user.id, user.role, false, app.users.sessionGeneration(user.id));

export const SCENARIOS: Record<QaScenarioName, Scenario> = {
  'empty employer': {
    description:
      'The seed plus empty@demo.test: an employer with no company details, no jobs and no applicants (empty states).',
    load(app) {
      const user = account(app, 'Erin Empty', 'empty@demo.test', 'employeer');
      return {
        accounts: [
          {
            role: 'employeer',
            email: user.email,
            password: DEMO_PASSWORD,
            note: 'no company, no jobs, no applicants',
          },
        ],
        tokens: { [user.email]: tokenFor(app, user) },
      };
    },
  },
  'busy employer': {
    description: `The seed plus busy@demo.test: three jobs, one of them with ${BUSY_APPLICANTS} applicants in every status (applicant1…${BUSY_APPLICANTS}@busy.test).`,
    load(app) {
      const employer = account(app, 'Bea Busy', 'busy@demo.test', 'employeer');
      app.users.update(employer.pk, {
        companyName: 'Busy Hiring Co',
        companyDescription: 'A company whose every opening draws a crowd.',
      });
      const [hot, ...others] = postJobs(app, employer, 3, (i) =>
        i === 0 ? 'Senior Backend Engineer' : `Support Specialist ${i}`,
      );
      const insertUser = app.db.prepare(
        `INSERT INTO users (id, name, email, password_hash, role, created_at, updated_at)
         VALUES (?, ?, ?, ?, 'jobseeker', ?, ?)`,
      );
      const insertApplication = app.db.prepare(
        'INSERT INTO applications (id, job_pk, seeker_pk, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
      );
      const hash = demoHash(app.settings.scryptCost);
      const now = app.settings.clock();
      for (let i = 1; i <= BUSY_APPLICANTS; i++) {
        const at = new Date(now - (i % 30) * DAY - i * 1000).toISOString();
        const seeker = insertUser.run(newId(), `Applicant ${i}`, `applicant${i}@busy.test`, hash, at, at);
        const pk = Number(seeker.lastInsertRowid);
        const status = APPLICATION_STATUSES[i % APPLICATION_STATUSES.length]!;
        insertApplication.run(newId(), hot!, pk, status, at, at);
        if (i <= 5) insertApplication.run(newId(), others[i % others.length]!, pk, 'Applied', at, at);
      }
      return {
        accounts: [
          {
            role: 'employeer',
            email: employer.email,
            password: DEMO_PASSWORD,
            note: `"Senior Backend Engineer" has ${BUSY_APPLICANTS} applicants`,
          },
          {
            role: 'jobseeker',
            email: 'applicant1@busy.test',
            password: DEMO_PASSWORD,
            note: `one of the applicants (applicant1…${BUSY_APPLICANTS}@busy.test)`,
          },
        ],
        tokens: { [employer.email]: tokenFor(app, employer) },
      };
    },
  },
  'many jobs': {
    description: `The seed with ${MANY_JOBS_SIZE} extra generated jobs (long search results), plus many@demo.test: an employer with ${MANY_JOBS_OWN} jobs of their own (long manage-jobs list).`,
    size: MANY_JOBS_SIZE,
    load(app) {
      const employer = account(app, 'Max Many', 'many@demo.test', 'employeer');
      app.users.update(employer.pk, {
        companyName: 'Many Openings Inc',
        companyDescription: 'Always hiring.',
      });
      postJobs(app, employer, MANY_JOBS_OWN, (i) => `Many Openings Role ${i + 1}`);
      return {
        accounts: [
          {
            role: 'employeer',
            email: employer.email,
            password: DEMO_PASSWORD,
            note: `${MANY_JOBS_OWN} jobs of their own`,
          },
        ],
        tokens: { [employer.email]: tokenFor(app, employer) },
      };
    },
  },
  'talent pool': {
    description: `The seed plus ${TALENT_POOL_SIZE} job seekers who can be found by employers (talent1…${TALENT_POOL_SIZE}@talent.test), each with a title, three skills and a city (some open to remote): the demo employer searches them.`,
    load(app) {
      const insertUser = app.db.prepare(
        `INSERT INTO users (id, name, email, password_hash, role, headline, skills, desired_location,
                            open_to_remote, experience, email_verified_at, discoverable, created_at, updated_at)
         VALUES (?, ?, ?, ?, 'jobseeker', ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
      );
      const hash = demoHash(app.settings.scryptCost);
      const now = app.settings.clock();
      const { titles, skills, places } = TALENT;
      for (let i = 1; i <= TALENT_POOL_SIZE; i++) {
        const at = new Date(now - (i % 90) * DAY - i * 1000).toISOString();
        const title = titles[i % titles.length]!;
        const own = [
          skills[i % skills.length]!,
          skills[(i * 3 + 1) % skills.length]!,
          skills[(i * 7 + 2) % skills.length]!,
        ];
        const experience = [
          { title, company: `Company ${i % 50}`, start: '2020-01', end: '', description: '' },
        ];
        insertUser.run(
          newId(),
          `Talent ${i}`,
          `talent${i}@talent.test`,
          hash,
          `${i % 4 === 0 ? 'Senior ' : ''}${title}`,
          JSON.stringify([...new Set(own)]),
          places[i % places.length]!,
          i % 5 === 0 ? 1 : 0,
          JSON.stringify(experience),
          i % 2 === 0 ? at : null,
          at,
          at,
        );
      }
      const employer = app.users.findByEmail(DEMO_EMPLOYER_EMAIL)!;
      return {
        accounts: [
          {
            role: 'employeer',
            email: employer.email,
            password: DEMO_PASSWORD,
            note: `searches the ${TALENT_POOL_SIZE} discoverable seekers`,
          },
          {
            role: 'jobseeker',
            email: 'talent1@talent.test',
            password: DEMO_PASSWORD,
            note: `one of them (talent1…${TALENT_POOL_SIZE}@talent.test)`,
          },
        ],
        tokens: { [employer.email]: tokenFor(app, employer) },
      };
    },
  },
  'expired session': {
    description:
      'The seed, and tokens for the demo seeker and employer that expired a minute ago: put one in localStorage ("token") to see what an expired session does.',
    load(app) {
      // Sessions run on the system's time, never the QA clock (plugins/auth.ts).
      const issuedAt = Date.now() - TOKEN_TTL_SECONDS * 1000 - 60_000;
      const tokens: Record<string, string> = {};
      for (const email of [DEMO_SEEKER_EMAIL, DEMO_EMPLOYER_EMAIL]) {
        const user = app.users.findByEmail(email)!;
        tokens[email] = app.tokens.issue(
          user.id,
          user.role,
          false,
          app.users.sessionGeneration(user.id),
          issuedAt,
        );
      }
      return {
        accounts: [DEMO_SEEKER_EMAIL, DEMO_EMPLOYER_EMAIL].map((email) => ({
          role: app.users.findByEmail(email)!.role,
          email,
          password: DEMO_PASSWORD,
          note: 'its token in "tokens" is expired',
        })),
        tokens,
      };
    },
  },
  'long conversation': {
    description: `The seed plus ${LONG_CONVERSATION} messages between the demo employer and the demo seeker about one of the seeker's applications (the first in their Messages), the employer's last two unread by the seeker.`,
    load(app) {
      const seeker = app.users.findByEmail(DEMO_SEEKER_EMAIL)!;
      const employer = app.users.findByEmail(DEMO_EMPLOYER_EMAIL)!;
      const applicationId = app.db
        .prepare(
          `SELECT a.id FROM applications a JOIN jobs j ON j.pk = a.job_pk
           WHERE a.seeker_pk = ? AND j.employer_pk = ? ORDER BY a.pk LIMIT 1`,
        )
        .pluck()
        .get(seeker.pk, employer.pk) as string;
      const parties = app.messages.parties(applicationId)!;
      // Written past the API (its rate limit is for people), taking turns, the employer first and last.
      for (let i = 0; i < LONG_CONVERSATION; i++) {
        const fromEmployer = i % 2 === 0 || i === LONG_CONVERSATION - 1;
        app.messages.add(
          parties,
          fromEmployer ? employer.pk : seeker.pk,
          `Message ${i + 1} of ${LONG_CONVERSATION}: ${fromEmployer ? 'a question about the role and the next steps' : 'an answer with the details asked for'}.`,
        );
      }
      return demoAccounts(app, `${LONG_CONVERSATION} messages about one application`);
    },
  },
};

/** The demo accounts as a scenario names them, with fresh tokens. */
function demoAccounts(app: FastifyInstance, note: string): Loaded {
  const users = [DEMO_SEEKER_EMAIL, DEMO_EMPLOYER_EMAIL].map((email) => app.users.findByEmail(email)!);
  return {
    accounts: users.map((user) => ({ role: user.role, email: user.email, password: DEMO_PASSWORD, note })),
    tokens: Object.fromEntries(users.map((user) => [user.email, tokenFor(app, user)])),
  };
}

/** Resets to the seed, then loads the scenario in one transaction. */
export async function loadScenario(app: FastifyInstance, name: QaScenarioName): Promise<QaScenarioReply> {
  const scenario = SCENARIOS[name];
  const t0 = performance.now();
  let loaded: Loaded = { accounts: [], tokens: {} };
  // Loaded inside the reset, before API calls waiting on it go on.
  const summary = await app.seed.reset(scenario.size ?? 0, () => {
    loaded = app.db.transaction(() => scenario.load(app))();
  });
  return {
    message: `Scenario "${name}" loaded on a fresh seed (${summary.jobs} seeded jobs) in ${Math.round(performance.now() - t0)} ms`,
    name,
    ...loaded,
  };
}
