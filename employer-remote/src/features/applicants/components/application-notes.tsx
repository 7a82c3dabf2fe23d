import type { Note } from '@portal/contracts';
import { LIMITS } from '@portal/contracts/constants';
import { getErrorMessage, useSessionStore } from '@portal/shared-auth';
import { Alert, Button, RelativeDate, Spinner, Textarea, TrashIcon, TYPE } from '@portal/shared-ui';
import { FormField, usePortalForm } from '@portal/shared-ui/form';
import { useId, useState } from 'react';
import { useNotes } from '../hooks/use-notes';

/** The API's own words for a blank note (it trims the text and refuses an empty one). */
export const NOTE_REQUIRED = 'Note text is required';
const ADD_FAILED = "Couldn't add the note. Please try again.";
const DELETE_FAILED = "Couldn't delete the note. Please try again.";

/** The start of a note, to name it (its delete button) without reading all of it. */
const snippet = (text: string) => (text.length > 40 ? `${text.slice(0, 40).trimEnd()}…` : text);

function NoteItem({
  note,
  own,
  deleting,
  onDelete,
}: {
  note: Note;
  own: boolean;
  deleting: boolean;
  onDelete: () => void;
}) {
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-3">
      <div className="flex items-start justify-between gap-3">
        <p className="text-xs text-gray-600">
          <span className="font-medium text-gray-900">{note.author.name}</span>
          <span aria-hidden="true"> · </span>
          <RelativeDate value={note.createdAt} />
        </p>
        {own && (
          <Button
            variant="ghost"
            size="sm"
            className="-my-1 px-2! hover:bg-red-50! hover:text-red-700!"
            onClick={onDelete}
            loading={deleting}
            aria-label={`Delete note “${snippet(note.text)}”`}
          >
            {!deleting && <TrashIcon className="h-4 w-4" />}
          </Button>
        )}
      </div>
      {/* Plain text as written: React escapes it, and line breaks are kept. */}
      <p className="mt-1 text-sm break-words whitespace-pre-line text-gray-800">{note.text}</p>
    </li>
  );
}

/**
 * Private notes on an application: seen by the job's employer only (never by the applicant). Anyone who
 * may see them may add one; only a note's author may delete it.
 */
export function ApplicationNotes({ applicationId }: { applicationId: string }) {
  const headingId = useId();
  const userId = useSessionStore((s) => s.user?._id);
  const { notes, add, remove } = useNotes(applicationId);
  const [deleteError, setDeleteError] = useState('');
  const form = usePortalForm<{ text: string }>({
    defaultValues: { text: '' },
    rules: { text: (text) => (text.trim() ? '' : NOTE_REQUIRED) },
  });

  const submit = async ({ text }: { text: string }) => {
    try {
      await add.mutateAsync(text.trim());
      form.reset({ text: '' });
    } catch (error) {
      console.error('Failed to add the note', error);
      form.setSubmitError(getErrorMessage(error, ADD_FAILED));
    }
  };

  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-gray-200 pt-6">
      <h3 id={headingId} className={TYPE.sectionTitle}>
        Private notes
      </h3>
      <p className="mt-1 text-xs text-gray-600">Only you can see these notes; the applicant never does.</p>

      <form {...form.formProps(submit)} aria-label="New note" className="mt-4 space-y-3">
        <FormField form={form} name="text" id={`${headingId}-text`} label="Add a note">
          {(control) => (
            <Textarea {...control} rows={3} maxLength={LIMITS.noteMaxLength} placeholder="Write a note..." />
          )}
        </FormField>
        {form.submitError && <Alert>{form.submitError}</Alert>}
        <div className="flex justify-end">
          <Button type="submit" size="sm" loading={form.busy}>
            {form.busy ? 'Adding...' : 'Add note'}
          </Button>
        </div>
      </form>

      {deleteError && <Alert className="mt-4">{deleteError}</Alert>}
      {notes.isPending ? (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-gray-600">
          <Spinner className="h-4 w-4" />
          Loading notes...
        </p>
      ) : notes.isError ? (
        <p className="mt-4 text-sm text-gray-600">The notes could not be loaded.</p>
      ) : notes.data.length === 0 ? (
        <p className="mt-4 text-sm text-gray-600">No notes yet.</p>
      ) : (
        <ul className="mt-4 space-y-3" aria-label="Notes">
          {notes.data.map((note) => (
            <NoteItem
              key={note._id}
              note={note}
              own={note.author._id === userId}
              deleting={remove.isPending && remove.variables === note._id}
              onDelete={() => {
                setDeleteError('');
                remove.mutate(note._id, { onError: () => setDeleteError(DELETE_FAILED) });
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
