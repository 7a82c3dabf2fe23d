// One error handler: every 4xx is `{ message }` naming the field; nothing a client sends becomes a 5xx;
// and the one reply to a path no route has.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RULE_MESSAGES as RULES } from '@portal/contracts/rules';
import { HttpError } from '../lib/errors.js';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** Human messages per field: the shared rules' wording (`@portal/contracts/rules`), as the forms show it. */
const salaryMessage = (k: string) =>
  k === 'required' ? RULES.salaryRequired : k === 'minimum' ? RULES.salaryNegative : RULES.salaryWhole;
const FIELD_MESSAGES: Record<string, (keyword: string) => string | undefined> = {
  name: () => RULES.fullNameRequired,
  email: (k) => (k === 'required' || k === 'minLength' ? RULES.emailRequired : RULES.emailInvalid),
  password: (k) => (k === 'required' || k === 'minLength' ? RULES.passwordRequired : undefined),
  role: () => RULES.roleRequired,
  title: (k) => (k === 'maxLength' ? undefined : RULES.jobTitleRequired),
  location: (k) => (k === 'maxLength' ? undefined : RULES.jobLocationRequired),
  category: () => RULES.jobCategoryRequired,
  type: () => RULES.jobTypeRequired,
  description: (k) => (k === 'maxLength' ? undefined : RULES.jobDescriptionRequired),
  requirements: (k) => (k === 'maxLength' ? undefined : RULES.jobRequirementsRequired),
  salaryMin: salaryMessage,
  salaryMax: salaryMessage,
  minSalary: () => RULES.salaryWhole,
  maxSalary: () => RULES.salaryWhole,
};

/**
 * The values the failing field's own schema allows (an enum, or a union of constants), from Ajv's errors
 * for that very field; null when its schema is not a list of values (a number range, a pattern…).
 */
function allowedValues(errors: AjvError[], path: string): unknown[] | null {
  const values: unknown[] = [];
  for (const e of errors) {
    if (e.instancePath !== path) continue;
    if (e.keyword === 'const') values.push(e.params.allowedValue);
    else if (e.keyword === 'enum' && Array.isArray(e.params.allowedValues))
      values.push(...(e.params.allowedValues as unknown[]));
  }
  const distinct = [...new Set(values.filter((v) => v !== ''))];
  return distinct.length ? distinct : null;
}

/** "field: message", unless the message already starts with the field's name (the password rules say "Password must…" themselves). */
export function fieldMessage(field: string, message: string): string {
  return message.toLowerCase().startsWith(field.toLowerCase()) ? message : `${field}: ${message}`;
}

export function validationMessage(context: string | undefined, errors: AjvError[]): string {
  // Unknown fields (strict routes): name every one of them.
  const unknown = errors.filter((e) => e.keyword === 'additionalProperties');
  if (unknown.length > 0) {
    const where = unknown[0]!.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const names = unknown.map((e) => `"${String(e.params.additionalProperty)}"`);
    const label = where || (context === 'querystring' ? 'query' : (context ?? 'body'));
    return `${label}: unknown field${names.length > 1 ? 's' : ''} ${names.join(', ')}`;
  }
  // With anyOf (optional filters that may be ""), the branch errors come first; report the field once.
  const first = errors.find((e) => e.keyword === 'anyOf') ?? errors[0];
  if (!first) return 'Invalid request';
  let field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (first.keyword === 'required' && typeof first.params.missingProperty === 'string') {
    field = field ? `${field}.${first.params.missingProperty}` : first.params.missingProperty;
  }
  if (!field) field = context === 'querystring' ? 'query' : (context ?? 'body');
  const leaf = field.split('.').pop() ?? field;
  // The forms' wording belongs to the body's own fields: a nested `type` (a screening question's kind)
  // is no job type.
  const human = field === leaf ? FIELD_MESSAGES[leaf]?.(first.keyword) : undefined;
  if (human) return fieldMessage(leaf, human);
  // A field that takes one of a list names that list, its own: an application's `status` the
  // application statuses, a QA fault's `status` (a number range) its range.
  const values = first.keyword === 'required' ? null : allowedValues(errors, first.instancePath);
  if (values && leaf === 'status') return `Status must be one of ${values.join(', ')}`;
  let detail = first.message ?? 'is invalid';
  if (first.keyword === 'required') detail = 'is required';
  else if (values) detail = `must be one of ${values.join(', ')}`;
  else if (first.keyword === 'anyOf') detail = 'has an invalid value';
  return `${field}: ${detail}`;
}

/**
 * The reply to a path no route has. Set in the API's scope (app.ts), not here on the root: the not-found
 * handler runs that scope's hooks, so a call to an endpoint not built yet still waits for a QA reset and
 * can meet a QA fault or stub.
 */
export function notFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError & { validationContext?: string }, request, reply) => {
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).headers(error.headers).send({ message: error.message });
      }
      if (error.validation) {
        // A malformed id in the path can never name a record: treat it like an unknown one.
        if (error.validationContext === 'params') return reply.status(404).send({ message: 'Not found' });
        return reply.status(400).send({
          message: validationMessage(error.validationContext, error.validation),
        });
      }
      const status = error.statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        return reply.status(status).send({ message: error.message || 'Bad request' });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ message: 'Internal Server Error' });
    });

    // JSON bodies: an empty body counts as no body; malformed JSON is a 400 with a plain message.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (typeof body !== 'string' || body.trim() === '') {
        done(null, undefined);
        return;
      }
      void parseJson(request, body, (err, value) => {
        if (err) done(new HttpError(400, 'Malformed JSON in request body'), undefined);
        else done(null, value);
      });
    });
  },
  { name: 'errors' },
);
