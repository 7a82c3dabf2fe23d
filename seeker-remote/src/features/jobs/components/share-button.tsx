import { Button } from '@portal/shared-ui/button';
import { ShareIcon } from '@portal/shared-ui/icons';
import { useEffect, useState } from 'react';
import { MESSAGES } from '../../../lib/messages';

type ShareState = 'idle' | 'copied' | 'failed';

/**
 * Where the system's share sheet is the natural way to pass a link on (phones and tablets, which have one),
 * Share opens it; elsewhere the link goes to the clipboard, which is what a desktop user pastes from.
 */
function systemShareFor(url: string): ((data: ShareData) => Promise<void>) | null {
  if (typeof navigator.share !== 'function') return null;
  if (!window.matchMedia?.('(pointer: coarse)').matches) return null;
  if (navigator.canShare && !navigator.canShare({ url })) return null;
  return (data) => navigator.share(data);
}

/**
 * Shares a job's link: the share sheet on a touch device, else a copy to the clipboard. The outcome is said in a polite live region beside the button (a screen reader hears
 * "Link copied to the clipboard."); when the browser refuses the clipboard, the link is shown to copy by hand.
 */
export function ShareButton({ path }: { path: string }) {
  const [state, setState] = useState<ShareState>('idle');
  const url = typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 5000);
    return () => clearTimeout(timer);
  }, [state]);

  const share = async () => {
    const systemShare = systemShareFor(url);
    if (systemShare) {
      try {
        await systemShare({ url, title: document.title });
        return;
      } catch (error) {
        // Closing the sheet is the person's choice, not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch (error) {
      console.error('Copying the link failed', error);
      setState('failed');
    }
  };

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <Button variant="secondary" onClick={() => void share()}>
        <ShareIcon className="h-4 w-4" />
        Share
      </Button>
      <p role="status" className="text-sm text-gray-700">
        {state === 'copied' && MESSAGES.linkCopied}
        {state === 'failed' && (
          <>
            Copy this link: <span className="break-all select-all">{url}</span>
          </>
        )}
      </p>
    </div>
  );
}
