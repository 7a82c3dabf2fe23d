// Request validation with Ajv. Query strings, params and headers arrive as text and are coerced ("2" → 2),
// but a JSON body must already have the right types — `{"name": 5}` is a 400, not the name "5"
// (Fastify's default coerces bodies too). The app's own calls drop unknown fields (old clients send
// extras); the QA controls refuse them with a 400 naming each one, so a typo (`"time"` for `"times"`)
// never passes silently.
import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const BASE: Options = { useDefaults: true };

function makeAjv(options: Options) {
  const ajv = new Ajv({ ...BASE, ...options });
  addFormats(ajv);
  return ajv;
}

/** Routes whose input is validated strictly (unknown fields are an error). */
export const isStrictRoute = (url: string) => url.startsWith('/__qa');

export function registerValidators(app: FastifyInstance) {
  const body = makeAjv({ coerceTypes: false, removeAdditional: true, allErrors: false });
  const text = makeAjv({ coerceTypes: 'array', removeAdditional: true, allErrors: false });
  const strictBody = makeAjv({ coerceTypes: false, removeAdditional: false, allErrors: true });
  const strictText = makeAjv({ coerceTypes: 'array', removeAdditional: false, allErrors: true });
  app.setValidatorCompiler(({ schema, httpPart, url }) => {
    const strict = isStrictRoute(url);
    const ajv = httpPart === 'body' ? (strict ? strictBody : body) : strict ? strictText : text;
    return ajv.compile(schema);
  });
}
