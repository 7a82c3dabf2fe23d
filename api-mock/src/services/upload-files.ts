// Uploaded files on disk, with their records in the uploads table: storing a new one, deleting one its
// owner replaced, sweeping signup avatars nobody claimed, and emptying the folder on a QA reset. Shared
// as `app.uploadFiles` by the upload, profile and QA routes.
import { randomBytes } from 'node:crypto';
import { readdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FILE_MODE } from '../db/database.js';
import { UPLOAD_NAME, type FileKind, type UploadKind } from '../lib/upload-names.js';

declare module 'fastify' {
  interface FastifyInstance {
    uploadFiles: UploadFiles;
  }
}

/** Anonymous uploads nobody claimed are swept this often (and a few on every anonymous upload). */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

function uploadFiles(app: FastifyInstance) {
  const { uploadsDir } = app;
  const unlinkUpload = (name: string) => unlink(join(uploadsDir, name)).catch(() => undefined);

  return {
    /**
     * Writes the file under a new random name and records who owns it (null: sent without a token) and
     * the name it had on the uploader's computer (shown, never used as a path).
     */
    async store(
      buf: Buffer,
      fileKind: FileKind,
      kind: UploadKind,
      ownerPk: number | null,
      originalName = '',
    ): Promise<string> {
      const name = `${randomBytes(16).toString('hex')}.${fileKind}`;
      const url = `${app.settings.publicUrl}/uploads/${name}`;
      await writeFile(join(uploadsDir, name), buf, { mode: FILE_MODE, flag: 'wx' });
      try {
        app.uploads.record(name, url, ownerPk, kind, originalName);
      } catch (err) {
        await unlinkUpload(name);
        throw err;
      }
      return url;
    },

    /**
     * Deletes the upload behind `url` when `ownerPk` owns it and no profile (avatar, resume, company logo
     * of any user) uses it any more. Seed samples and other people's files are never touched.
     */
    async release(url: string, ownerPk: number): Promise<void> {
      const name = app.uploads.releaseIfUnused(url, ownerPk);
      if (name) await unlinkUpload(name);
    },

    /** Deletes anonymous uploads that no registration claimed in time (a few per call). */
    async sweepUnclaimed(limit = 20): Promise<number> {
      const names = app.uploads.releaseUnclaimed(limit);
      await Promise.all(names.map(unlinkUpload));
      return names.length;
    },

    /** Deletes every uploaded file (QA reset: the accounts that owned them are gone). */
    async removeAll(): Promise<void> {
      const names = await readdir(uploadsDir).catch(() => [] as string[]);
      await Promise.all(names.filter((n) => UPLOAD_NAME.test(n)).map(unlinkUpload));
    },
  };
}

export type UploadFiles = ReturnType<typeof uploadFiles>;

export default fp(
  async (app) => {
    const files = uploadFiles(app);
    app.decorate('uploadFiles', files);
    const sweeper = setInterval(() => void files.sweepUnclaimed(200).catch(() => undefined), SWEEP_EVERY_MS);
    sweeper.unref();
    app.addHook('onClose', async () => clearInterval(sweeper));
  },
  { name: 'upload-files', dependencies: ['database', 'repositories'] },
);
