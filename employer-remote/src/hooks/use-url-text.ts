// A search box whose text also lives in the page's address (`?q=…`). What is typed is the box's own state
// (bound to the address, the box lost keys: the address is updated by a navigation, which lags behind fast
// typing). Each change is written to the address at once, replacing the current history step (Back does not
// replay every key); a write that waited for a pause instead could land after a click on a link and cancel
// that navigation. The box follows the address only when history moves it (Back, Forward), never after its
// own writes. A list that asks the server waits for a pause itself (useDebouncedValue on the address's q).
import { useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

export function useUrlText(fromUrl: string, write: (text: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(fromUrl);
  const location = useLocation();
  const navigationType = useNavigationType();
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    // The string, not react-router's NavigationType enum: the portal's shared router does not export it.
    if ((navigationType as string) === 'POP') setText(fromUrl);
  }
  const change = (next: string) => {
    setText(next);
    if (next.trim() !== fromUrl) write(next.trim());
  };
  return [text, change];
}
