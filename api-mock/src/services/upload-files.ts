// Uploaded files on disk, with their records in the uploads table: storing a new one within its
// uploader's quotas (the account's, and the sending address's per day: accounts are free), deleting one
// its owner replaced, sweeping what nothing uses (signup avatars nobody claimed, uploads no profile refers
// to after a grace period, files of accounts never confirmed after a day), and emptying the folder on a
// QA reset.
// Shared as `app.uploadFiles` by the upload, profile and QA routes.
import { randomBytes } from 'node:crypto';
import { readdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FILE_MODE } from '../db/database.js';
import { HttpError } from '../lib/errors.js';
import { runPeriodically } from '../lib/periodic.js';
import { UPLOAD_NAME, type FileKind, type UploadKind } from '../lib/upload-names.js';
import type { Uploader, Usage } from '../repos/uploads-repo.js';

declare module 'fastify' {
  interface FastifyInstance {
    uploadFiles: UploadFiles;
  }
}

/** Uploads nothing uses are swept this often (and a few on every upload). */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;

function uploadFiles(app: FastifyInstance) {
  const { uploadsDir } = app;
  const { quotaBytes, graceMs } = app.settings.uploads;
  const unlinkUpload = (name: string) => unlink(join(uploadsDir, name)).catch(() => undefined);

  /** The 413 of the quota that is full (the account's first: it says what the person can do about it). */
  const quotaReached = (used: Usage, size = 0) =>
    used.owner !== null && used.owner + size > quotaBytes
      ? new HttpError(
          413,
          `Upload quota reached: your files take ${megabytes(used.owner)} of ${megabytes(quotaBytes)}. Files you do not use are removed after ${Math.round(graceMs / 60_000)} minutes; remove one or try again later.`,
        )
      : new HttpError(
          413,
          `Upload quota reached: files sent from your address in the last 24 hours take ${megabytes(used.client)} of ${megabytes(quotaBytes)}. Try again tomorrow.`,
        );

  return {
    /** Refuses at once, before the body is read, an uploader whose account or address is already full. */
    assertRoom(who: Uploader): void {
      const used = app.uploads.usage(who);
      if ((used.owner ?? 0) >= quotaBytes || used.client >= quotaBytes) throw quotaReached(used);
    },

    /**
     * Writes the file under a new random name and records who it counts against (its owner, or the
     * address that sent it without a token), when it fits in their quota, else a 413 and nothing stored;
     * and the name it had on the uploader's computer (shown, never used as a path).
     */
    async store(
      buf: Buffer,
      fileKind: FileKind,
      kind: UploadKind,
      who: Uploader,
      originalName = '',
    ): Promise<string> {
      const name = `${randomBytes(16).toString('hex')}.${fileKind}`;
      const url = `${app.settings.publicUrl}/uploads/${name}`;
      // The record is the reservation: made before the (asynchronous) write, checked in the same step.
      if (!app.uploads.reserve({ name, url, kind, size: buf.length, originalName }, who, quotaBytes)) {
        throw quotaReached(app.uploads.usage(who), buf.length);
      }
      try {
        await writeFile(join(uploadsDir, name), buf, { mode: FILE_MODE, flag: 'wx' });
      } catch (err) {
        app.uploads.forget(name);
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

    /**
     * Deletes uploads nothing will use: signup avatars no registration claimed in time, and uploads no
     * profile refers to once the grace period has passed (at most `limit` of each per call).
     */
    async sweep(limit = 20): Promise<number> {
      const names = app.uploads.releaseStale(limit, graceMs);
      await Promise.all(names.map(unlinkUpload));
      return names.length;
    },

    /** Deletes every uploaded file (QA reset: the accounts that owned them are gone). */
    async removeAll(): Promise<void> {
      const names = await readdir(uploadsDir).catch(() => [] as string[]);
      await Promise.all(names.filter((n) => UPLOAD_NAME.test(n)).map(unlinkUpload));
    },

    /** Sizes of uploads recorded before sizes were, read from disk (a missing file counts as nothing). */
    async recordMissingSizes(): Promise<void> {
      for (const name of app.uploads.unsizedNames()) {
        const info = await stat(join(uploadsDir, name)).catch(() => null);
        if (info) app.uploads.recordSize(name, info.size);
      }
    },
  };
}

export type UploadFiles = ReturnType<typeof uploadFiles>;

export default fp(
  async (app) => {
    const files = uploadFiles(app);
    app.decorate('uploadFiles', files);
    await files.recordMissingSizes();
    runPeriodically(app, 'upload sweep', SWEEP_EVERY_MS, () => void files.sweep(200).catch(() => undefined));
  },
  { name: 'upload-files', dependencies: ['database', 'repositories'] },
);
