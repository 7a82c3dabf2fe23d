// `pnpm --filter @portal/api-mock seed`: puts the configured database (API_DB_FILE, API_DATA_DIR,
// API_SEED_SIZE, see README) back to the seed — every table and every upload — without starting the
// server; the same reset as POST /__qa/reset. Stop a server that uses the file first: it keeps its
// search index in memory and would not see the change.
import { buildApp } from '../app.js';
import { ConfigError, loadConfig, type ServerConfig } from '../config.js';

async function main(): Promise<void> {
  let config: ServerConfig;
  try {
    // Seeded whatever API_SEED says (this command is for seeding), with its API_SEED_SIZE.
    config = loadConfig({ ...process.env, API_SEED: '1' });
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`api-mock seed: ${err.message}`);
    process.exit(2);
  }
  const { dbFile, dataDir, seed, seedSize } = config.app;
  if (dbFile === ':memory:') {
    console.error('api-mock seed: API_DB_FILE is :memory:, which the server seeds itself at every start');
    process.exit(2);
  }
  const app = buildApp({ dbFile, dataDir, seed, seedSize, qa: false });
  await app.ready();
  // An empty database was seeded as the app started; any other is reset to the seed.
  const summary = app.startup.seeded ?? (await app.seed.reset());
  await app.close();
  console.log(
    `api-mock seed: ${dbFile} holds the seed: ${summary.users} users, ${summary.jobs} jobs, ${summary.applications} applications (${summary.ms} ms)`,
  );
}

main().catch((err: unknown) => {
  console.error('api-mock seed failed:', err);
  process.exit(1);
});
