// The SQLite database (`app.db`) and the folder uploads are stored in (`app.uploadsDir`). Closed last:
// plugins registered after this one close first (Fastify runs onClose hooks in reverse order).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fp from 'fastify-plugin';
import { DIR_MODE, openDatabase, type Db } from '../db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Where uploaded files are stored (`<dataDir>/uploads`). */
    uploadsDir: string;
  }
}

export default fp(
  async (app) => {
    const { dbFile, dataDir } = app.settings;
    // An in-memory database with no data folder given gets a temporary one, removed again on close.
    const temporary =
      !dataDir && dbFile === ':memory:' ? mkdtempSync(join(tmpdir(), 'portal-api-mock-')) : null;
    const uploadsDir = join(dataDir ?? temporary ?? dirname(dbFile), 'uploads');
    mkdirSync(uploadsDir, { recursive: true, mode: DIR_MODE });
    const db = openDatabase(dbFile);
    app.decorate('db', db);
    app.decorate('uploadsDir', uploadsDir);
    app.addHook('onClose', async () => {
      db.close();
      if (temporary) rmSync(temporary, { recursive: true, force: true });
    });
  },
  { name: 'database' },
);
