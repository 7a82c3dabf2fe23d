// Request validation with Ajv. Query strings, params and headers arrive as text and are coerced ("2" → 2),
// but a JSON body must already have the right types — `{"name": 5}` is a 400, not the name "5"
// (Fastify's default coerces bodies too). The app's own calls drop unknown fields (old clients send
// extras); the QA controls refuse them with a 400 naming each one, so a typo (`"time"` for `"times"`)
// never passes silently. Replies are written by fast-json-stringify from their schemas, as Fastify's
// default does; both kinds of compiled function are kept for the process (below).
import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import fastJson from 'fast-json-stringify';
import type { FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';

const BASE: Options = { useDefaults: true };

function makeAjv(options: Options) {
  const ajv = new Ajv({ ...BASE, ...options });
  addFormats(ajv);
  return ajv;
}

type Validate = ((data: unknown) => boolean) & { errors?: FastifySchemaValidationError[] | null };

/** The first field holding a non-finite number, if any. */
function nonFinite(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  for (const [key, value] of Object.entries(data)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v === 'number' && !Number.isFinite(v))) return key;
  }
  return null;
}

/**
 * Ajv coerces "1e309" or "Infinity" to Infinity and then skips minimum/maximum for it (they only look at
 * finite numbers), so a query like page=1e309 came through as Infinity, which JSON cannot even carry.
 * Text parts are checked for that after Ajv.
 */
function finiteOnly(validate: Validate): Validate {
  const wrapped: Validate = (data) => {
    const ok = validate(data);
    wrapped.errors = validate.errors;
    if (!ok) return false;
    const field = nonFinite(data);
    if (field === null) return true;
    wrapped.errors = [
      {
        keyword: 'type',
        instancePath: `/${field}`,
        schemaPath: '#/finite',
        params: {},
        message: 'must be a finite number',
      },
    ];
    return false;
  };
  return wrapped;
}

/** Routes whose input is validated strictly (unknown fields are an error). */
export const isStrictRoute = (url: string) => url.startsWith('/__qa');

// One set for the process, not one per app: Ajv keeps what it compiled by schema, and the route schemas are
// the modules' own objects, so the second app built in a process (the test suites build hundreds) compiles
// nothing again; a fresh Ajv compiled its meta-schema and every route's schema each time, ~100 ms an app.
const body = makeAjv({ coerceTypes: false, removeAdditional: true, allErrors: false });
const text = makeAjv({ coerceTypes: 'array', removeAdditional: true, allErrors: false });
const strictBody = makeAjv({ coerceTypes: false, removeAdditional: false, allErrors: true });
const strictText = makeAjv({ coerceTypes: 'array', removeAdditional: false, allErrors: true });

type Serialize = (data: unknown) => string;
const serializers = new WeakMap<object, Serialize>();

/** A reply schema's serializer, as Fastify's default builds it (fast-json-stringify), once per schema. */
function serializerFor(schema: object): Serialize {
  let serialize = serializers.get(schema);
  if (!serialize) {
    serialize = fastJson(schema) as Serialize;
    serializers.set(schema, serialize);
  }
  return serialize;
}

export default fp(
  async (app) => {
    app.setSerializerCompiler(({ schema }) => serializerFor(schema));
    app.setValidatorCompiler(({ schema, httpPart, url }) => {
      const strict = isStrictRoute(url);
      if (httpPart === 'body') return (strict ? strictBody : body).compile(schema);
      return finiteOnly((strict ? strictText : text).compile(schema) as Validate);
    });
  },
  { name: 'validators' },
);
