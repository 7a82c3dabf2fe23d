// Uploads: checked by content (magic bytes), stored under random names, served with the right type.
import { ErrorReply, UploadFileReply, UploadImageReply } from '@portal/contracts';
import { LIMITS } from '@portal/contracts/constants';
import { RULE_MESSAGES } from '@portal/contracts/rules';
import { Type } from '@sinclair/typebox';
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { FILE_MODE } from '../db/database.js';
import { badRequest, HttpError, notFound } from '../lib/errors.js';
import { SERVED_NAME, UPLOAD_NAME, type FileKind, type UploadKind } from '../lib/upload-names.js';
import { me, type Auth } from '../plugins/auth.js';
import type { RateLimits } from '../plugins/rate-limits.js';
import type { App } from '../types.js';

export type { FileKind } from '../lib/upload-names.js';

export const CONTENT_TYPES: Record<FileKind, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** What the bytes are, by their signature; null for anything else. */
export function sniff(buf: Buffer): FileKind | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => buf[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpg';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf'; // %PDF-
  if (starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return 'doc'; // OLE compound file
  if (starts(0x50, 0x4b, 0x03, 0x04) && buf.includes('word/')) return 'docx'; // ZIP holding word/
  return null;
}

const code = (err: unknown) => (err as { code?: unknown }).code;

/**
 * The one file of a multipart body, read whole (at most `maxBytes`) before anything is stored. Every way a
 * body can be wrong is the client's: a 4xx with a message, never a 5xx. The parser is given one byte more
 * than the limit, so a file over the limit always arrives longer than `maxBytes` (or flagged truncated),
 * whatever order the parser's events come in.
 */
async function readUpload(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  tooLarge: string,
): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, `${field}: send the file as multipart/form-data`);
  let file: Buffer | null = null;
  try {
    const parts = request.parts({
      limits: {
        fileSize: maxBytes + 1,
        files: 1,
        fields: 10,
        parts: 11,
        fieldSize: 64 * 1024,
        headerPairs: 20,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') continue; // extra text fields are ignored
      if (part.fieldname !== field) throw badRequest(`${field}: send the file in the form field "${field}"`);
      const buf = await part.toBuffer();
      if (part.file.truncated || buf.length > maxBytes) throw new HttpError(413, tooLarge);
      file = buf;
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    switch (code(err)) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw new HttpError(413, tooLarge);
      case 'FST_FILES_LIMIT':
        throw badRequest(`${field}: send one file only`);
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw badRequest(`${field}: too many form fields`);
      default:
        // Whatever else the multipart parser throws (no boundary, truncated body, bad part headers,
        // a field named __proto__, a broken JSON field…) means the body is not a well-formed form.
        throw badRequest(`${field}: the upload is not a well-formed multipart/form-data body`);
    }
  }
  if (!file || file.length === 0) throw badRequest(`${field}: no file uploaded`);
  return file;
}

async function unlinkUpload(ctx: AppContext, name: string): Promise<void> {
  await unlink(join(ctx.uploadsDir, name)).catch(() => undefined);
}

/** Writes the file under a new random name and records who owns it (null: sent without a token). */
async function store(
  ctx: AppContext,
  buf: Buffer,
  fileKind: FileKind,
  kind: UploadKind,
  ownerPk: number | null,
): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${fileKind}`;
  const url = `${ctx.publicUrl}/uploads/${name}`;
  await writeFile(join(ctx.uploadsDir, name), buf, { mode: FILE_MODE, flag: 'wx' });
  try {
    ctx.uploads.record(name, url, ownerPk, kind);
  } catch (err) {
    await unlinkUpload(ctx, name);
    throw err;
  }
  return url;
}

/**
 * Deletes the upload behind `url` when `ownerPk` owns it and no profile (avatar, resume, company logo of
 * any user) uses it any more. Seed samples and other people's files are never touched.
 */
export async function releaseUpload(ctx: AppContext, url: string, ownerPk: number): Promise<void> {
  const name = ctx.uploads.releaseIfUnused(url, ownerPk);
  if (name) await unlinkUpload(ctx, name);
}

/** Deletes anonymous uploads that no registration claimed in time (a few per call). */
export async function sweepUnclaimed(ctx: AppContext, limit = 20): Promise<number> {
  const names = ctx.uploads.releaseUnclaimed(limit);
  await Promise.all(names.map((name) => unlinkUpload(ctx, name)));
  return names.length;
}

/** Deletes every uploaded file (QA reset: the accounts that owned them are gone). */
export async function removeAllUploads(uploadsDir: string): Promise<void> {
  const names = await readdir(uploadsDir).catch(() => [] as string[]);
  await Promise.all(
    names.filter((n) => UPLOAD_NAME.test(n)).map((n) => unlink(join(uploadsDir, n)).catch(() => undefined)),
  );
}

const errors = { '4xx': ErrorReply };

export function uploadRoutes(app: App, ctx: AppContext, auth: Auth, limits: RateLimits): void {
  app.post(
    '/api/auth/upload-image',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Upload a JPG or PNG (multipart field "image", at most 5 MB); open without a token',
        consumes: ['multipart/form-data'],
        response: { 200: UploadImageReply, ...errors },
      },
      config: { rateLimit: limits.upload },
    },
    async (request) => {
      // With a token the image is the caller's; without one (the signup avatar, sent before the account
      // exists) it can be claimed once by the registration that names it, within CLAIM_WINDOW_MS.
      const owner = auth.optionalUser(request);
      const buf = await readUpload(request, 'image', LIMITS.avatarMaxBytes, RULE_MESSAGES.avatarSize);
      const kind = sniff(buf);
      if (kind !== 'png' && kind !== 'jpg') throw badRequest(RULE_MESSAGES.avatarType);
      if (!owner) await sweepUnclaimed(ctx);
      return { imageUrl: await store(ctx, buf, kind, 'image', owner?.pk ?? null) };
    },
  );

  app.post(
    '/api/auth/upload-file',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Upload a resume: PDF, DOC or DOCX (multipart field "file", at most 10 MB); signed-in',
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response: { 200: UploadFileReply, ...errors },
      },
      config: { rateLimit: limits.upload },
      onRequest: auth.signedIn,
    },
    async (request) => {
      const buf = await readUpload(request, 'file', LIMITS.resumeMaxBytes, RULE_MESSAGES.resumeSize);
      const kind = sniff(buf);
      if (kind !== 'pdf' && kind !== 'doc' && kind !== 'docx') throw badRequest(RULE_MESSAGES.resumeType);
      return { fileUrl: await store(ctx, buf, kind, 'resume', me(request).pk) };
    },
  );

  app.get(
    '/uploads/:name',
    {
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded file',
        params: Type.Object({ name: Type.String({ maxLength: 80 }) }),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const m = SERVED_NAME.exec(name);
      if (!m) throw notFound('File not found');
      const kind = m[1] as FileKind;
      const path = join(ctx.uploadsDir, name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) throw notFound('File not found');
      reply
        .header('content-type', CONTENT_TYPES[kind])
        .header('content-length', String(info.size))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=3600')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header(
          'content-disposition',
          kind === 'doc' || kind === 'docx' ? `attachment; filename="${name}"` : 'inline',
        );
      return reply.send(createReadStream(path));
    },
  );
}
