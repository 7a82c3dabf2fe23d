// Request validation with two Ajv instances: query strings, params and headers arrive as text and are
// coerced ("2" → 2), but a JSON body must already have the right types — `{"name": 5}` is a 400, not the
// name "5" (Fastify's default coerces bodies too).
import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const BASE: Options = { removeAdditional: true, useDefaults: true, allErrors: false };

function makeAjv(coerceTypes: Options['coerceTypes']) {
  const ajv = new Ajv({ ...BASE, coerceTypes });
  addFormats(ajv);
  return ajv;
}

export function registerValidators(app: FastifyInstance) {
  const strict = makeAjv(false);
  const coercing = makeAjv('array');
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? strict : coercing).compile(schema),
  );
}
