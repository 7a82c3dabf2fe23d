// What the HTTP layer adds to every route: CORS for the portal's origins, compressed replies, the refusal
// of compressed request bodies, and the multipart parser the upload routes read files with.
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import { LIMITS } from '@portal/contracts/constants';
import fp from 'fastify-plugin';
import { constants as zlibConstants } from 'node:zlib';
import { HttpError } from '../lib/errors.js';

export default fp(
  async (app) => {
    // No client of the API compresses what it sends, and a compressed body would need decompressing
    // before every limit could apply (a multipart upload read the raw gzip bytes and never answered):
    // refused at once, before a byte of the body is read.
    app.addHook('onRequest', async (request) => {
      const encoding = request.headers['content-encoding']?.trim().toLowerCase();
      if (encoding && encoding !== 'identity') {
        throw new HttpError(
          415,
          `Compressed request bodies are not accepted (Content-Encoding: ${encoding.slice(0, 40)}): send the body uncompressed`,
        );
      }
    });
    await app.register(cors, {
      // A list of origins, or '*' (sent as it is): never the caller's own Origin reflected back.
      origin: app.settings.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      // X-QA-Session (with the QA controls on): a tester's pages may name their QA session, so faults
      // scoped to it meet their calls only. The QA token's header is never allowed from another origin.
      allowedHeaders: ['Content-Type', 'Authorization', ...(app.settings.qa ? ['X-QA-Session'] : [])],
      // X-QA-Clock-Offset (with the QA controls on): pages count "posted N days ago" from the QA clock.
      ...(app.settings.qa ? { exposedHeaders: ['X-QA-Clock-Offset'] } : {}),
      maxAge: 600,
    });
    // Replies to browsers compressed (a page of jobs is ~12 KB of JSON, ~3 KB compressed): what a real API
    // behind its proxy does, and what a slow link feels. Brotli at a fast setting (its default, the best
    // and slowest, is meant for files compressed once); clients that ask for nothing get plain JSON.
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      globalDecompression: false,
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    });
    await app.register(multipart, {
      limits: { fileSize: LIMITS.resumeMaxBytes, files: 1, fields: 5, parts: 10 },
    });
  },
  { name: 'http' },
);
