// The OpenAPI document as generated from the routes: Redocly's recommended rules find nothing (run from
// the installed, pinned CLI), every operation has a unique operationId, the document names its server,
// and every example it carries is valid for its own schema.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { DEMO } from '../src/seed/demo-accounts.js';
import { lintOpenApi } from '../src/lib/openapi-lint.js';
import { operationId } from '../src/plugins/docs.js';
import { makeApp } from './helpers.js';

interface Media {
  schema: object;
  example?: unknown;
}
interface Operation {
  operationId?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
}

let app: App;
let spec: { servers?: { url: string }[]; paths: Record<string, Record<string, Operation>> };
const operations = () =>
  Object.entries(spec.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );

beforeAll(async () => {
  app = await makeApp();
  spec = (await app.inject({ url: '/openapi.json' })).json();
});
afterAll(async () => {
  await app.close();
});

describe('OpenAPI document', () => {
  it('passes Redocly lint with no error and no warning', async () => {
    const report = await lintOpenApi(spec);
    const found = report.problems.map(
      (p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`,
    );
    expect(found).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    // Only the places listed (and explained) in .redocly.lint-ignore.yaml.
    expect(report.totals.ignored).toBe(4);
    expect(report.version).toBe('2.77.0');
  });

  it('names every operation once, from its method and path', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(spec.paths['/api/jobs/{id}/similar']!.get!.operationId).toBe('getJobsByIdSimilar');
    expect(operationId('DELETE', '/api/applications/:id/notes/:noteId')).toBe(
      'deleteApplicationsByIdNotesByNoteId',
    );
    expect(operationId('POST', '/__qa/faults')).toBe('postQaFaults');
    expect(operationId('GET', '/api/jobs/get-jobs-employeer')).toBe('getJobsGetJobsEmployeer');
  });

  it('names the server that serves it, so "Try it out" calls the API it was opened from', () => {
    expect(spec.servers).toEqual([{ url: '/', description: expect.any(String) }]);
  });

  it('carries examples valid for their schemas, from the schemas', () => {
    const ajv = new Ajv({ strict: false });
    addFormats(ajv);
    let checked = 0;
    for (const { key, op } of operations()) {
      const media = [
        ...Object.values(op.requestBody?.content ?? {}),
        ...Object.values(op.responses).flatMap((r) => Object.values(r.content ?? {})),
      ];
      for (const m of media) {
        if (m.example === undefined) continue;
        checked++;
        expect(ajv.validate(m.schema, m.example), `${key}: ${ajv.errorsText()}`).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(60);
    const login = spec.paths['/api/auth/login']!.post!.requestBody!.content['application/json']!;
    expect(login.example).toEqual(expect.objectContaining(DEMO.seeker));
  });
});
