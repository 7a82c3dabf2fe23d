import type { TSchema } from 'typebox';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { BulkStatusBody, EmployerApplicationsQuery, NoteBody } from './applications';
import { CATEGORY_LABELS, JOB_CATEGORIES, LIMITS, QA_LIMITS, QA_SCENARIOS } from './constants';
import { API_PATHS, QA_PATHS } from './paths';
import {
  ChangeStatusBody,
  JobBody,
  JobsQuery,
  QaFaultBody,
  QaResetBody,
  QaScenarioBody,
  RegisterBody,
  SimilarJobsQuery,
} from './schemas';

describe('paths', () => {
  it('encode ids so that no id can change the path', () => {
    expect(API_PATHS.job('a/../b')).toBe('/api/jobs/a%2F..%2Fb');
    expect(API_PATHS.applicationStatus('x?y')).toBe('/api/applications/x%3Fy/status');
    expect(API_PATHS.applicationNote('a/b', '#c')).toBe('/api/applications/a%2Fb/notes/%23c');
    expect(API_PATHS.notificationRead('../x')).toBe('/api/notifications/..%2Fx/read');
    expect(API_PATHS.messages('a/b')).toBe('/api/conversations/a%2Fb/messages');
    expect(API_PATHS.messagesRead('?x')).toBe('/api/conversations/%3Fx/messages/read');
    expect(API_PATHS.talentInvitations('a/b')).toBe('/api/talent/a%2Fb/invitations');
  });
});

describe('constants', () => {
  it('label every category, HR as "Human Resources"', () => {
    expect(Object.keys(CATEGORY_LABELS).sort()).toEqual([...JOB_CATEGORIES].sort());
    expect(CATEGORY_LABELS.HR).toBe('Human Resources');
  });
});

// Checked with Ajv, the validator the server uses (Fastify), not TypeBox's own checker.
const ajv = new Ajv({ allErrors: false });
addFormats(ajv);
const Value = { Check: (schema: TSchema, value: unknown) => ajv.validate(schema, value) };

describe('schemas', () => {
  const job = {
    title: 'Engineer',
    location: 'Lisbon',
    category: 'Engineering',
    type: 'Full-Time',
    description: 'Build things',
    requirements: 'Experience',
    salaryMin: 50000,
    salaryMax: 80000,
  };

  it('accept a valid job and reject unknown enums, fractions and extra fields', () => {
    expect(Value.Check(JobBody, job)).toBe(true);
    expect(Value.Check(JobBody, { ...job, type: 'Gig' })).toBe(false);
    expect(Value.Check(JobBody, { ...job, category: 'Human Resources' })).toBe(false);
    expect(Value.Check(JobBody, { ...job, salaryMin: 1.5 })).toBe(false);
    expect(Value.Check(JobBody, { ...job, isAdmin: true })).toBe(false);
  });

  it('reject a malformed e-mail and an unknown role at registration', () => {
    const body = { name: 'A', email: 'a@b.co', password: 'Secret123', role: 'jobseeker' };
    expect(Value.Check(RegisterBody, body)).toBe(true);
    expect(Value.Check(RegisterBody, { ...body, email: 'a b@c.d' })).toBe(false);
    expect(Value.Check(RegisterBody, { ...body, role: 'admin' })).toBe(false);
  });

  it('allow empty filters in the job query and only the four statuses', () => {
    expect(Value.Check(JobsQuery, { type: '', category: '', minSalary: '' })).toBe(true);
    expect(Value.Check(ChangeStatusBody, { status: 'Review' })).toBe(true);
    expect(Value.Check(ChangeStatusBody, { status: 'Hired' })).toBe(false);
  });

  it('take only the documented sort and date-posted values, and a bounded similar-jobs limit', () => {
    for (const sort of ['relevance', 'newest', 'salary', ''])
      expect(Value.Check(JobsQuery, { sort })).toBe(true);
    for (const datePosted of ['24h', '7d', '30d', ''])
      expect(Value.Check(JobsQuery, { datePosted })).toBe(true);
    expect(Value.Check(JobsQuery, { sort: 'price' })).toBe(false);
    expect(Value.Check(JobsQuery, { datePosted: '1y' })).toBe(false);
    expect(Value.Check(SimilarJobsQuery, { limit: 20 })).toBe(true);
    expect(Value.Check(SimilarJobsQuery, { limit: 21 })).toBe(false);
  });
});

describe('pipeline schemas', () => {
  it('bound the bulk move: 1 to 100 ids, one of the four statuses, nothing else', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `id${i}`);
    expect(Value.Check(BulkStatusBody, { ids: ids(1), status: 'Review' })).toBe(true);
    expect(Value.Check(BulkStatusBody, { ids: ids(100), status: 'Accepted' })).toBe(true);
    expect(Value.Check(BulkStatusBody, { ids: [], status: 'Review' })).toBe(false);
    expect(Value.Check(BulkStatusBody, { ids: ids(101), status: 'Review' })).toBe(false);
    expect(Value.Check(BulkStatusBody, { ids: [''], status: 'Review' })).toBe(false);
    expect(Value.Check(BulkStatusBody, { ids: ids(1), status: 'Withdrawn' })).toBe(false);
  });

  it('cap note length and search text; empty filters mean any', () => {
    expect(Value.Check(NoteBody, { text: 'x'.repeat(2000) })).toBe(true);
    expect(Value.Check(NoteBody, { text: 'x'.repeat(2001) })).toBe(false);
    expect(Value.Check(EmployerApplicationsQuery, { q: '', status: '', jobId: '' })).toBe(true);
    expect(Value.Check(EmployerApplicationsQuery, { q: 'x'.repeat(201) })).toBe(false);
  });
});

describe('security bounds', () => {
  it('bound page and salary filters, so no coerced number can be Infinity-sized', () => {
    expect(Value.Check(JobsQuery, { page: LIMITS.pageMax })).toBe(true);
    expect(Value.Check(JobsQuery, { page: LIMITS.pageMax + 1 })).toBe(false);
    expect(Value.Check(JobsQuery, { minSalary: LIMITS.salaryMax + 1 })).toBe(false);
  });

  it('cap QA bodies and refuse unknown fields', () => {
    expect(Value.Check(QaFaultBody, { pattern: 'x', status: 500, times: QA_LIMITS.maxFaultTimes })).toBe(
      true,
    );
    expect(Value.Check(QaFaultBody, { pattern: 'x', status: 500, times: QA_LIMITS.maxFaultTimes + 1 })).toBe(
      false,
    );
    expect(
      Value.Check(QaFaultBody, { pattern: 'x'.repeat(QA_LIMITS.maxPatternLength + 1), status: 500 }),
    ).toBe(false);
    expect(Value.Check(QaFaultBody, { pattern: 'x', status: 500, time: 1 })).toBe(false);
    expect(Value.Check(QaResetBody, { size: QA_LIMITS.maxResetSize + 1 })).toBe(false);
    for (const name of QA_SCENARIOS) expect(Value.Check(QaScenarioBody, { name })).toBe(true);
    expect(Value.Check(QaScenarioBody, { name: 'busy' })).toBe(false);
  });

  it('name the logout and scenario paths', () => {
    expect(API_PATHS.logout).toBe('/api/auth/logout');
    expect(QA_PATHS.scenarios).toBe('/__qa/scenarios');
  });
});
