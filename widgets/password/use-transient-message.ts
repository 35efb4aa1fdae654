/** A message that shows for a while and then clears itself (popups last 2.5 s). */
import { useCallback, useEffect, useRef, useState } from 'react';

export const TRANSIENT_MESSAGE_MS = 2500;

export function useTransientMessage(durationMs = TRANSIENT_MESSAGE_MS): [string | null, (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Each new message restarts the clock, so a burst of blocked keys keeps it visible.
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show];
}
