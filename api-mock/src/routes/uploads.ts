// Uploads: checked by content (magic bytes), stored under random names, served with the right type.
import { ErrorReply, UploadFileReply, UploadImageReply } from '@portal/contracts';
import { LIMITS } from '@portal/contracts/constants';
import { RULE_MESSAGES } from '@portal/contracts/rules';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, HttpError, notFound } from '../lib/errors.js';
import { CONTENT_TYPES, SERVED_NAME, sniff, type FileKind } from '../lib/upload-names.js';
import { me } from '../plugins/auth.js';

const code = (err: unknown) => (err as { code?: unknown }).code;

/**
 * The one file of a multipart body, read whole (at most `maxBytes`) before anything is stored. Every way a
 * body can be wrong is the client's: a 4xx with a message, never a 5xx. The parser is given one byte more
 * than the limit, so a file over the limit always arrives longer than `maxBytes` (or flagged truncated),
 * whatever order the parser's events come in.
 */
/**
 * The file name as the uploader's computer gave it, made safe to show: no folders, no control characters,
 * at most 200 characters; '' when none came.
 */
export function displayName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  return (
    base
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .trim()
      .slice(0, 200)
  );
}

async function readUpload(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  tooLarge: string,
): Promise<{ buf: Buffer; filename: string }> {
  if (!request.isMultipart()) throw new HttpError(415, `${field}: send the file as multipart/form-data`);
  let file: Buffer | null = null;
  let filename = '';
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
      filename = displayName(part.filename);
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
  return { buf: file, filename };
}

const errors = { '4xx': ErrorReply };

const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { auth } = app;
  app.post(
    '/api/auth/upload-image',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Upload a JPG or PNG (multipart field "image", at most 5 MB); open without a token',
        consumes: ['multipart/form-data'],
        response: { 200: UploadImageReply, ...errors },
      },
      config: { rateLimit: app.rateLimits.upload },
    },
    async (request) => {
      // With a token the image is the caller's; without one (the signup avatar, sent before the account
      // exists) it can be claimed once by the registration that names it, within CLAIM_WINDOW_MS, and
      // counts against the sending address's quota until then. Every upload first sweeps a few files
      // nothing uses, so a quota frees itself as the grace period passes.
      const owner = auth.optionalUser(request);
      const who = { ownerPk: owner?.pk ?? null, client: request.ip };
      await app.uploadFiles.sweep();
      app.uploadFiles.assertRoom(who);
      const { buf } = await readUpload(request, 'image', LIMITS.avatarMaxBytes, RULE_MESSAGES.avatarSize);
      const kind = sniff(buf);
      if (kind !== 'png' && kind !== 'jpg') throw badRequest(RULE_MESSAGES.avatarType);
      return { imageUrl: await app.uploadFiles.store(buf, kind, 'image', who) };
    },
  );

  app.post(
    '/api/auth/upload-file',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Upload a resume: PDF, DOC or DOCX (multipart field "file", at most 10 MB); signed-in',
        consumes: ['multipart/form-data'],
        response: { 200: UploadFileReply, ...errors },
      },
      config: { rateLimit: app.rateLimits.upload },
      onRequest: auth.signedIn,
    },
    async (request) => {
      const who = { ownerPk: me(request).pk, client: request.ip };
      await app.uploadFiles.sweep();
      app.uploadFiles.assertRoom(who);
      const { buf, filename } = await readUpload(
        request,
        'file',
        LIMITS.resumeMaxBytes,
        RULE_MESSAGES.resumeSize,
      );
      const kind = sniff(buf);
      if (kind !== 'pdf' && kind !== 'doc' && kind !== 'docx') throw badRequest(RULE_MESSAGES.resumeType);
      return { fileUrl: await app.uploadFiles.store(buf, kind, 'resume', who, filename) };
    },
  );

  app.get(
    '/uploads/:name',
    {
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded file',
        params: Type.Object({ name: Type.String({ maxLength: 80 }) }),
        // The file's bytes, sent as a stream (never serialized): the schema only documents them.
        response: {
          200: {
            description: 'The file, with the content type of its kind',
            content: Object.fromEntries(
              Object.values(CONTENT_TYPES).map((type) => [
                type,
                { schema: { type: 'string', format: 'binary' } },
              ]),
            ),
          },
          '4xx': ErrorReply,
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const m = SERVED_NAME.exec(name);
      if (!m) throw notFound('File not found');
      const kind = m[1] as FileKind;
      const path = join(app.uploadsDir, name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) throw notFound('File not found');
      reply
        .header('content-type', CONTENT_TYPES[kind])
        .header('content-length', String(info.size))
        .header('x-content-type-options', 'nosniff')
        // A resume is personal data: the browser may keep it, a shared cache (proxy, CDN) never.
        .header(
          'cache-control',
          kind === 'png' || kind === 'jpg' ? 'public, max-age=3600' : 'private, max-age=3600',
        )
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header(
          'content-disposition',
          kind === 'doc' || kind === 'docx' ? `attachment; filename="${name}"` : 'inline',
        );
      return reply.send(createReadStream(path));
    },
  );
};

export default fp(uploadRoutes, {
  name: 'routes/uploads',
  dependencies: ['auth', 'repositories', 'rate-limits', 'upload-files'],
  encapsulate: true,
});
