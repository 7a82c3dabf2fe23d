import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { makePdf, makePng } from '../src/lib/sample-files.js';
import { sniff } from '../src/lib/upload-names.js';
import { bearer, JPEG, login, makeApp, multipart, SEEKER } from './helpers.js';

let app: App;
let seeker: string;
beforeEach(async () => {
  app = await makeApp({ publicUrl: 'http://api.test:4000' });
  seeker = await login(app, SEEKER);
});
afterEach(async () => {
  await app.close();
});

const DOCX = Buffer.concat([
  Buffer.from('PK\x03\x04', 'latin1'),
  Buffer.alloc(26),
  Buffer.from('word/document.xml<w:document/>'),
]);
const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
const ZIP = Buffer.concat([
  Buffer.from('PK\x03\x04', 'latin1'),
  Buffer.alloc(26),
  Buffer.from('xl/workbook.xml'),
]);

const uploadImage = (data: Buffer, name = 'a.png', type = 'image/png', field = 'image') => {
  const m = multipart(field, name, type, data);
  return app.inject({
    method: 'POST',
    url: '/api/auth/upload-image',
    headers: m.headers,
    payload: m.payload,
  });
};
const uploadFile = (
  data: Buffer,
  name = 'cv.pdf',
  type = 'application/pdf',
  token: string | null = seeker,
) => {
  const m = multipart('file', name, type, data);
  return app.inject({
    method: 'POST',
    url: '/api/auth/upload-file',
    headers: { ...m.headers, ...(token ? bearer(token) : {}) },
    payload: m.payload,
  });
};
const fetchUpload = (url: string) => app.inject({ url: new URL(url).pathname });

describe('magic bytes', () => {
  it('recognises each kind and nothing else', () => {
    expect(sniff(makePng())).toBe('png');
    expect(sniff(JPEG)).toBe('jpg');
    expect(sniff(makePdf('x'))).toBe('pdf');
    expect(sniff(DOC)).toBe('doc');
    expect(sniff(DOCX)).toBe('docx');
    expect(sniff(ZIP)).toBeNull();
    expect(sniff(Buffer.from('<html><script>alert(1)</script></html>'))).toBeNull();
    expect(sniff(Buffer.alloc(0))).toBeNull();
  });
});

describe('POST /api/auth/upload-image', () => {
  it('accepts a real PNG and JPEG without a token and serves them back', async () => {
    for (const [data, type] of [
      [makePng(4, 4), 'image/png'],
      [JPEG, 'image/jpeg'],
    ] as const) {
      const res = await uploadImage(data, 'pic', type);
      expect(res.statusCode).toBe(200);
      const { imageUrl } = res.json();
      expect(imageUrl).toMatch(/^http:\/\/api\.test:4000\/uploads\/[a-f0-9]{32}\.(png|jpg)$/);
      const got = await fetchUpload(imageUrl);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe(type);
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(got.rawPayload.equals(data)).toBe(true);
    }
  });

  it('refuses a renamed text or HTML file, a PDF, and a wrong field', async () => {
    for (const data of [
      Buffer.from('just text'),
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      makePdf('x'),
    ]) {
      const res = await uploadImage(data, 'evil.png', 'image/png');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Avatar must be a JPG or a PNG file' });
    }
    const wrong = await uploadImage(makePng(), 'a.png', 'image/png', 'avatar');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/image/);
  });

  it('refuses 5 MB + 1 byte with 413 and accepts exactly 5 MB', async () => {
    const png = makePng();
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length)]);
    const res = await uploadImage(big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Avatar must be less than 5MB.' });
    const exact = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 - png.length)]);
    expect((await uploadImage(exact)).statusCode).toBe(200);
  });

  it('refuses a non-multipart body and an empty form with 4xx', async () => {
    const json = await app.inject({ method: 'POST', url: '/api/auth/upload-image', payload: { image: 'x' } });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    const boundary = 'xyz';
    const empty = await app.inject({
      method: 'POST',
      url: '/api/auth/upload-image',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}--\r\n`,
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('POST /api/auth/upload-file', () => {
  it('needs a token', async () => {
    expect((await uploadFile(makePdf('x'), 'cv.pdf', 'application/pdf', null)).statusCode).toBe(401);
  });

  it('accepts PDF (served inline), DOC and DOCX (attachments)', async () => {
    const pdf = await uploadFile(makePdf('My CV'));
    expect(pdf.statusCode).toBe(200);
    const got = await fetchUpload(pdf.json().fileUrl);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toBe('inline');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    const doc = await uploadFile(DOC, 'cv.doc', 'application/msword');
    expect(doc.json().fileUrl).toMatch(/\.doc$/);
    expect((await fetchUpload(doc.json().fileUrl)).headers['content-type']).toBe('application/msword');
    const docx = await uploadFile(DOCX, 'cv.docx', 'application/octet-stream');
    expect(docx.json().fileUrl).toMatch(/\.docx$/);
    expect((await fetchUpload(docx.json().fileUrl)).headers['content-disposition']).toMatch(/^attachment/);
  });

  it('refuses images, HTML, a plain ZIP and more than 10 MB', async () => {
    for (const data of [makePng(), Buffer.from('<html></html>'), ZIP]) {
      const res = await uploadFile(data, 'cv.pdf');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Resume must be a PDF, DOC or DOCX file');
    }
    const pdf = makePdf('x');
    const big = await uploadFile(Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 + 1 - pdf.length)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Resume must be less than 10MB.');
  });
});

describe('GET /uploads/:name', () => {
  it('404s unknown names and path tricks', async () => {
    for (const url of [
      '/uploads/nope.png',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/0123456789abcdef0123456789abcdef.exe',
      '/uploads/%2e%2e',
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
