// The private notes of one application: the list, adding one, deleting one's own. Each write refetches the
// notes and the lists that count them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterNoteChange } from '../../../lib/cache-updates';
import { addNote, deleteNote } from '../api/notes';
import { notesQuery } from '../api/queries';
import { useEmployerViewer } from '../../../lib/viewer';

export function useNotes(applicationId: string) {
  const client = useQueryClient();
  const viewer = useEmployerViewer();
  const notes = useQuery(notesQuery(viewer, applicationId));
  const refresh = () => invalidateAfterNoteChange(client, viewer, applicationId);
  const add = useMutation({
    mutationFn: (text: string) => addNote(applicationId, text),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (noteId: string) => deleteNote(applicationId, noteId),
    onSuccess: refresh,
    onError: (error) => console.error('Failed to delete the note', error),
  });
  return { notes, add, remove };
}
