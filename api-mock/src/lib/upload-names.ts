// Names of stored uploads, and how a profile URL maps to one.

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
