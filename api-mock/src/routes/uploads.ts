// Uploads: checked by content (magic bytes), stored under random names, served with the right type.
import { ErrorReply, UploadFileReply, UploadImageReply } from '@portal/contracts';
import { LIMITS } from '@portal/contracts/constants';
import { RULE_MESSAGES } from '@portal/contracts/rules';
import { Type } from '@sinclair/typebox';
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { badRequest, HttpError, notFound } from '../lib/errors.js';
import type { Auth } from '../plugins/auth.js';
import type { App } from '../types.js';

export type FileKind = 'png' | 'jpg' | 'pdf' | 'doc' | 'docx';

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

/** Stored names: random hex, or the seed's sample files. */
const STORED_NAME = /^(?:[a-f0-9]{32}|sample-[a-z]+)\.(png|jpg|pdf|doc|docx)$/;
const RANDOM_NAME = /\/uploads\/([a-f0-9]{32}\.(?:png|jpg|pdf|doc|docx))$/;

async function readUpload(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  tooLarge: string,
): Promise<Buffer> {
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 10 } });
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new HttpError(415, `${field}: send the file as multipart/form-data`);
    throw err;
  }
  if (!part) throw badRequest(`${field}: no file uploaded`);
  if (part.fieldname !== field) {
    part.file.resume();
    throw badRequest(`${field}: send the file in the form field "${field}"`);
  }
  try {
    return await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, tooLarge);
    throw err;
  }
}

async function store(ctx: AppContext, buf: Buffer, kind: FileKind): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${kind}`;
  await writeFile(join(ctx.uploadsDir, name), buf, { mode: 0o644 });
  return `${ctx.publicUrl}/uploads/${name}`;
}

/** Deletes an uploaded file given its URL, when it is one of ours and nobody uses it any more. */
export async function deleteUploadIfUnused(ctx: AppContext, url: string): Promise<void> {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return;
  }
  const m = RANDOM_NAME.exec(path);
  if (!m || ctx.users.usersWithResume(url) > 0) return;
  await unlink(join(ctx.uploadsDir, m[1]!)).catch(() => undefined);
}

const errors = { '4xx': ErrorReply };

export function uploadRoutes(app: App, ctx: AppContext, auth: Auth): void {
  app.post(
    '/api/auth/upload-image',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Upload a JPG or PNG (multipart field "image", at most 5 MB); open without a token',
        consumes: ['multipart/form-data'],
        response: { 200: UploadImageReply, ...errors },
      },
    },
    async (request) => {
      const buf = await readUpload(request, 'image', LIMITS.avatarMaxBytes, RULE_MESSAGES.avatarSize);
      const kind = sniff(buf);
      if (kind !== 'png' && kind !== 'jpg') throw badRequest(RULE_MESSAGES.avatarType);
      return { imageUrl: await store(ctx, buf, kind) };
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
      onRequest: auth.signedIn,
    },
    async (request) => {
      const buf = await readUpload(request, 'file', LIMITS.resumeMaxBytes, RULE_MESSAGES.resumeSize);
      const kind = sniff(buf);
      if (kind !== 'pdf' && kind !== 'doc' && kind !== 'docx') throw badRequest(RULE_MESSAGES.resumeType);
      return { fileUrl: await store(ctx, buf, kind) };
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
      const m = STORED_NAME.exec(name);
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
