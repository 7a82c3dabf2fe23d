// Names and kinds of stored uploads: how a profile URL maps to one, and what a file is by its bytes.

export type FileKind = 'png' | 'jpg' | 'pdf' | 'doc' | 'docx';
/** What an upload may be used for: an image (avatar, company logo) or a resume. */
export type UploadKind = 'image' | 'resume';

/** Names the server gives uploads: 32 random hex characters and the kind's extension. */
export const UPLOAD_NAME = /^[a-f0-9]{32}\.(png|jpg|pdf|doc|docx)$/;
/** Names served from the uploads folder: the uploads above, or the seed's shared sample files. */
export const SERVED_NAME = /^(?:[a-f0-9]{32}|sample-[a-z]+)\.(png|jpg|pdf|doc|docx)$/;

/** The stored upload a URL points at (`…/uploads/<name>` on any host), or null. */
export function uploadNameOf(url: string): string | null {
  if (!url) return null;
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return null;
  }
  const m = /^\/uploads\/([^/]+)$/.exec(path);
  return m && UPLOAD_NAME.test(m[1]!) ? m[1]! : null;
}

export function uploadKindOf(name: string): UploadKind {
  return /\.(png|jpg)$/.test(name) ? 'image' : 'resume';
}

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
