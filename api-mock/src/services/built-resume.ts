// The résumé a job seeker built on their profile, as a PDF: made for them to download, and made and
// stored with an application sent with it, exactly like an uploaded résumé (the same folder, the same
// quotas, the same /uploads/ URL an employer opens), so what was sent stays as it was sent.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/errors.js';
import { hasBuiltResume, resumePdfName } from '@portal/contracts/resume';
import { BUILD_RESUME_FIRST, renderResumePdf } from '../lib/resume-pdf.js';
import type { SentResume } from '../repos/applications-repo.js';
import { toUser, type UserRow } from '../repos/users-repo.js';

/** The seeker's built résumé as a PDF and the name it is offered under; 422 while there is nothing built. */
export async function builtResumePdf(
  app: FastifyInstance,
  seeker: UserRow,
): Promise<{ pdf: Buffer; fileName: string }> {
  const user = toUser(seeker);
  if (!hasBuiltResume(user)) throw new HttpError(422, BUILD_RESUME_FIRST);
  const pdf = await renderResumePdf(user, new Date(app.settings.clock()));
  return { pdf, fileName: resumePdfName(user.name) };
}

/**
 * Makes the PDF and stores it as the seeker's upload (counted against their quota and their address's,
 * like any upload: a 413 when it does not fit). Not yet used by anything: the caller attaches it to the
 * application, or releases it when the application is not made.
 */
export async function storeBuiltResume(
  app: FastifyInstance,
  seeker: UserRow,
  client: string,
): Promise<SentResume> {
  const { pdf, fileName } = await builtResumePdf(app, seeker);
  // As every upload does first: files nothing uses any more free their room.
  await app.uploadFiles.sweep();
  const url = await app.uploadFiles.store(pdf, 'pdf', 'resume', { ownerPk: seeker.pk, client }, fileName);
  return { url, name: fileName };
}
