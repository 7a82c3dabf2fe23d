// The signed-in user's own profile: the changes themselves are the profiles service's (services/profiles.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DeleteResumeBody,
  DeleteResumeReply,
  ErrorReply,
  UpdateProfileBody,
  UpdateProfileReply,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { me } from '../plugins/auth.js';
import { toUser } from '../repos/users-repo.js';
import { builtResumePdf } from '../services/built-resume.js';

const errors = { '4xx': ErrorReply };

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { auth } = app;
  app.put(
    '/api/user/profile',
    {
      schema: {
        tags: ['user'],
        summary: 'Update the signed-in user (the e-mail never changes here)',
        body: UpdateProfileBody,
        response: { 200: UpdateProfileReply, ...errors },
      },
      onRequest: auth.signedIn,
    },
    async (request) => toUser(await app.profiles.update(me(request), request.body)),
  );

  const deleteResume = async (request: FastifyRequest) => {
    const updated = await app.profiles.deleteResume(me(request));
    return { message: 'Resume deleted successfully', user: toUser(updated) };
  };
  const resumeSchema = {
    tags: ['user'],
    summary: "Clear the signed-in user's resume and delete the stored file",
    body: DeleteResumeBody,
    response: { 200: DeleteResumeReply, ...errors },
  };
  app.get(
    '/api/user/resume.pdf',
    {
      schema: {
        tags: ['user'],
        summary:
          "The signed-in job seeker's built résumé (headline, contact, summary, experience, education, skills) as a PDF with real text; 422 while nothing is built",
        response: {
          200: {
            description: "The PDF, offered for download under the seeker's name",
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          },
          ...errors,
        },
      },
      onRequest: auth.role('jobseeker', 'Only Job Seekers have a built résumé'),
    },
    async (request, reply) => {
      const { pdf, fileName } = await builtResumePdf(app, me(request));
      return (
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          // Personal data made for this person now: nothing may keep it.
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          // Fastify sends a Buffer as it is; the schema's binary string is what the type provider infers.
          .send(pdf as unknown as string)
      );
    },
  );

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
};

export default fp(userRoutes, {
  name: 'routes/user',
  dependencies: ['auth', 'profiles'],
  encapsulate: true,
});
