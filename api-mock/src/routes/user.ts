import {
  DeleteResumeBody,
  DeleteResumeReply,
  ErrorReply,
  UpdateProfileBody,
  UpdateProfileReply,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { badRequest } from '../lib/errors.js';
import type { UploadKind } from '../lib/upload-names.js';
import { checkUrlOrEmpty } from '../lib/urls.js';
import { me, type Auth } from '../plugins/auth.js';
import { toUser, type ProfileChanges, type UserRow } from '../repos/users-repo.js';
import type { App } from '../types.js';
import { releaseUpload } from './uploads.js';

const errors = { '4xx': ErrorReply };

/**
 * A file field of the profile (avatar, resume, company logo) may hold "", the value it already has, or a
 * file the caller uploaded of the right kind. Never someone else's upload, and never an outside URL: the
 * file is shown to other users (employers open applicants' resumes), so it has to be one stored here.
 */
export function checkFileField(
  ctx: AppContext,
  user: UserRow,
  field: string,
  value: string | undefined,
  current: string,
  kind: UploadKind,
): string | undefined {
  const v = checkUrlOrEmpty(field, value);
  if (v === undefined || v === '' || v === current) return v;
  const upload = ctx.uploads.findByUrl(v);
  if (!upload || upload.owner_pk !== user.pk) {
    throw badRequest(`${field}: you can only use a file you uploaded (upload it first)`);
  }
  if (upload.kind !== kind) {
    throw badRequest(
      kind === 'image'
        ? `${field}: must be an uploaded image (JPG or PNG)`
        : `${field}: must be an uploaded resume (PDF, DOC or DOCX)`,
    );
  }
  return v;
}

export function userRoutes(app: App, ctx: AppContext, auth: Auth): void {
  app.put(
    '/api/user/profile',
    {
      schema: {
        tags: ['user'],
        summary: 'Update the signed-in user (the e-mail never changes here)',
        security: [{ bearer: [] }],
        body: UpdateProfileBody,
        response: { 200: UpdateProfileReply, ...errors },
      },
      onRequest: auth.signedIn,
    },
    async (request) => {
      const user = me(request);
      const body = request.body;
      const changes: ProfileChanges = {};
      if (body.name !== undefined) {
        changes.name = body.name.trim();
        if (!changes.name) throw badRequest('name: Enter full name');
      }
      changes.avatar = checkFileField(ctx, user, 'avatar', body.avatar, user.avatar, 'image');
      if (user.role === 'jobseeker') {
        // Seekers have no company; company fields they send are ignored.
        changes.resume = checkFileField(ctx, user, 'resume', body.resume, user.resume, 'resume');
      } else {
        // Employers have no resume; a resume they send is ignored.
        if (body.companyName !== undefined) changes.companyName = body.companyName.trim();
        if (body.companyDescription !== undefined)
          changes.companyDescription = body.companyDescription.trim();
        changes.companyLogo = checkFileField(
          ctx,
          user,
          'companyLogo',
          body.companyLogo,
          user.company_logo,
          'image',
        );
      }
      const updated = ctx.users.update(user.pk, changes);
      // Files the caller replaced are deleted when nothing else uses them.
      for (const old of [user.avatar, user.resume, user.company_logo]) {
        if (old && old !== updated.avatar && old !== updated.resume && old !== updated.company_logo) {
          await releaseUpload(ctx, old, user.pk);
        }
      }
      if (user.role === 'employeer') {
        if (changes.companyName !== undefined && changes.companyName !== user.company_name) {
          ctx.jobs.reindexEmployer(user.pk);
        }
        if (
          updated.name !== user.name ||
          updated.company_name !== user.company_name ||
          updated.company_logo !== user.company_logo
        ) {
          ctx.jobs.forgetEmployer();
        }
      }
      return toUser(updated);
    },
  );

  const deleteResume = async (request: FastifyRequest) => {
    const user = me(request);
    const previous = user.resume;
    const updated = ctx.users.update(user.pk, { resume: '' });
    // The stored resume is the one deleted (never a file named by the client), and only when the caller
    // owns it and no profile uses it any more.
    if (previous) await releaseUpload(ctx, previous, user.pk);
    return { message: 'Resume deleted successfully', user: toUser(updated) };
  };
  const resumeSchema = {
    tags: ['user'],
    summary: "Clear the signed-in user's resume and delete the stored file",
    security: [{ bearer: [] }],
    body: DeleteResumeBody,
    response: { 200: DeleteResumeReply, ...errors },
  };
  // The body ({resumeUrl}) is optional in practice: some clients send DELETE without one.
  const defaultBody = async (request: FastifyRequest) => {
    if (request.body === undefined || request.body === null) request.body = { resumeUrl: '' };
  };
  app.delete(
    '/api/user/resume',
    { schema: resumeSchema, onRequest: auth.signedIn, preValidation: defaultBody },
    deleteResume,
  );
  app.post(
    '/api/user/resume',
    { schema: resumeSchema, onRequest: auth.signedIn, preValidation: defaultBody },
    deleteResume,
  );
}
