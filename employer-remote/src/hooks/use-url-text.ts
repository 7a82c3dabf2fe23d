// A search box whose text also lives in the page's address (`?q=…`). What is typed is the box's own state:
// writing the address on every key made a navigation per key, which lagged behind fast typing and put
// older text back into the box. The address follows once typing pauses (replacing the current history
// step, so Back does not replay every key), and the box follows the address only when history moves it
// (Back, Forward), never after its own writes.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation, useNavigationType } from 'react-router-dom';
import { useDebouncedValue } from './use-debounced-value';

export function useUrlText(
  fromUrl: string,
  write: (text: string) => void,
  delayMs = 300,
): [string, (text: string) => void] {
  const [text, setText] = useState(fromUrl);
  const location = useLocation();
  const navigationType = useNavigationType();
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    // The string, not react-router's NavigationType enum: the portal's shared router does not export it.
    if ((navigationType as string) === 'POP') setText(fromUrl);
  }
  const settled = useDebouncedValue(text.trim(), delayMs);
  // A pause that ends while the person is already going elsewhere (they typed, then clicked a row's link
  // while its page loads) writes nothing: writing would be a navigation that cancels theirs.
  const leaving = useNavigation().state !== 'idle';
  const latest = useRef({ fromUrl, write, leaving });
  latest.current = { fromUrl, write, leaving };
  useEffect(() => {
    if (settled !== latest.current.fromUrl && !latest.current.leaving) latest.current.write(settled);
  }, [settled]);
  return [text, setText];
}
