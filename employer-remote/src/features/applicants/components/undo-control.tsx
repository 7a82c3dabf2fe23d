import type { UndoHandle } from '@portal/contracts';
import { Button } from '@portal/shared-ui';
import { useEffect, useState } from 'react';

/**
 * Whether a change's Undo window is still open here. Counted from when the reply arrived (`windowMs`, not
 * the server's clock, which this browser's may differ from), and closed a moment early so that an Undo
 * pressed at the last instant is not refused by the server.
 */
export function useUndoOpen(handle: UndoHandle | undefined): boolean {
  const [open, setOpen] = useState(Boolean(handle));
  useEffect(() => {
    setOpen(Boolean(handle));
    if (!handle) return;
    const timer = setTimeout(() => setOpen(false), Math.max(0, handle.windowMs - 500));
    return () => clearTimeout(timer);
  }, [handle]);
  return open;
}

const seconds = (ms: number) => Math.max(1, Math.round(ms / 1000));

/**
 * Undo for a stage change while its window is open, with what waits on it: the candidates are told only
 * once it closes. `label` names what is undone ("Undo moving 3 applicants to Review").
 */
export function UndoControl({
  handle,
  label,
  busy,
  onUndo,
}: {
  handle: UndoHandle;
  label: string;
  busy: boolean;
  onUndo: () => void;
}) {
  const open = useUndoOpen(handle);
  const one = handle.count === 1;
  if (!open) {
    return (
      <p className="text-sm text-gray-700">
        {one ? 'The candidate has been told.' : 'The candidates have been told.'}
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button size="sm" variant="secondary" onClick={onUndo} loading={busy} aria-label={label}>
        Undo
      </Button>
      <span className="text-sm text-gray-700">
        {one ? 'The candidate is' : 'The candidates are'} told in {seconds(handle.windowMs)} seconds unless
        you undo.
      </span>
    </div>
  );
}
