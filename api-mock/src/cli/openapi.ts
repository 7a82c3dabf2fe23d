// `pnpm --filter @portal/api-mock openapi`: prints the OpenAPI document the server serves at
// /openapi.json (generated from the route schemas), without starting a server.
// `… openapi --lint`: lints it with Redocly's recommended rules (redocly.yaml), as the unit tests do, and
// exits non-zero on any error or warning.
import { buildApp } from '../app.js';
import { lintOpenApi } from '../lib/openapi-lint.js';

async function main(): Promise<void> {
  const app = buildApp({ qaToken: 'openapi-document-only' });
  await app.ready();
  const document = app.swagger();
  await app.close();
  if (!process.argv.includes('--lint')) {
    process.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
    return;
  }
  const { code, text } = await lintOpenApi(document, 'stylish');
  process.stdout.write(text);
  process.exitCode = code;
}

main().catch((err: unknown) => {
  console.error('api-mock openapi failed:', err);
  process.exit(1);
});
