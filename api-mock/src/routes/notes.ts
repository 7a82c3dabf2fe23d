// Private notes on an application, seen only by the employer of its job (never by the job seeker).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorReply,
  IdParams,
  MessageReply,
  Note,
  NoteBody,
  NoteParams,
  NotesReply,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, forbidden, notFound } from '../lib/errors.js';
import { me } from '../plugins/auth.js';
import { APPLICATION_NOT_FOUND } from '../repos/applications-repo.js';

const errors = { '4xx': ErrorReply };

const noteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { auth } = app;
  /** The application, when it is to one of the caller's jobs: 404 unknown, 403 someone else's. */
  const ownApplication = (request: FastifyRequest, id: string) => {
    const found = app.applications.findOwnership(id);
    if (!found) throw notFound(APPLICATION_NOT_FOUND);
    if (found.employer_pk !== me(request).pk)
      throw forbidden('You can only see notes on applications to your own jobs');
    return found;
  };

  app.get(
    '/api/applications/:id/notes',
    {
      schema: {
        tags: ['notes'],
        summary: "An application's private notes, newest first (the job's employer)",
        params: IdParams,
        response: { 200: NotesReply, ...errors },
      },
      onRequest: auth.role('employeer', 'Only employers can view notes'),
    },
    async (request) => app.notes.list(ownApplication(request, request.params.id).pk),
  );

  app.post(
    '/api/applications/:id/notes',
    {
      schema: {
        tags: ['notes'],
        summary: 'Add a private note to an application (the job’s employer)',
        params: IdParams,
        body: NoteBody,
        response: { 201: Note, ...errors },
      },
      onRequest: auth.role('employeer', 'Only employers can add notes'),
    },
    async (request, reply) => {
      const found = ownApplication(request, request.params.id);
      const text = request.body.text.trim();
      if (!text) throw badRequest('text: Note text is required');
      return reply.status(201).send(app.notes.add(found.pk, me(request).pk, text));
    },
  );

  app.delete(
    '/api/applications/:id/notes/:noteId',
    {
      schema: {
        tags: ['notes'],
        summary: 'Delete a note (its author)',
        params: NoteParams,
        response: { 200: MessageReply, ...errors },
      },
      onRequest: auth.role('employeer', 'Only employers can delete notes'),
    },
    async (request) => {
      const found = ownApplication(request, request.params.id);
      const note = app.notes.findOwnership(request.params.noteId);
      if (!note || note.application_pk !== found.pk) throw notFound('Note not found');
      if (note.author_pk !== me(request).pk) throw forbidden('You can only delete your own notes');
      app.notes.delete(note.pk);
      return { message: 'Note deleted' };
    },
  );
};

export default fp(noteRoutes, {
  name: 'routes/notes',
  dependencies: ['auth', 'repositories'],
  encapsulate: true,
});
