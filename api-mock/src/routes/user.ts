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
import { checkUrlOrEmpty } from '../lib/urls.js';
import { me, type Auth } from '../plugins/auth.js';
import { toUser, type ProfileChanges } from '../repos/users-repo.js';
import type { App } from '../types.js';
import { deleteUploadIfUnused } from './uploads.js';

const errors = { '4xx': ErrorReply };

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
      changes.avatar = checkUrlOrEmpty('avatar', body.avatar);
      if (user.role === 'jobseeker') {
        // Seekers have no company; company fields they send are ignored.
        changes.resume = checkUrlOrEmpty('resume', body.resume);
      } else {
        // Employers have no resume; a resume they send is ignored.
        if (body.companyName !== undefined) changes.companyName = body.companyName.trim();
        if (body.companyDescription !== undefined)
          changes.companyDescription = body.companyDescription.trim();
        changes.companyLogo = checkUrlOrEmpty('companyLogo', body.companyLogo);
      }
      const updated = ctx.users.update(user.pk, changes);
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
    // The stored resume is the one deleted (never a file named by the client).
    if (previous) await deleteUploadIfUnused(ctx, previous);
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
