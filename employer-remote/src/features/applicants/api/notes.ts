import type { Note, NoteBody, NotesReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/** GET /api/applications/:id/notes: the job's employer's private notes, newest first. */
export async function getNotes(applicationId: string, signal?: AbortSignal): Promise<NotesReply> {
  const { data } = await apiClient.get<NotesReply>(API_PATHS.applicationNotes(applicationId), { signal });
  return Array.isArray(data) ? data : [];
}

/** POST /api/applications/:id/notes. */
export async function addNote(applicationId: string, text: string): Promise<Note> {
  const body: NoteBody = { text };
  const { data } = await apiClient.post<Note>(API_PATHS.applicationNotes(applicationId), body);
  return data;
}

/** DELETE /api/applications/:id/notes/:noteId (the note's author only). */
export async function deleteNote(applicationId: string, noteId: string): Promise<void> {
  await apiClient.delete(API_PATHS.applicationNote(applicationId, noteId));
}
