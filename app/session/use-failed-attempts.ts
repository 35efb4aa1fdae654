/**
 * Counts sign-in attempts that ended back on the form (refused, failed or cancelled at the
 * device question). The login form uses the count to give a fresh robot check, because the
 * server accepts each solved challenge for one attempt only.
 */
import { useEffect, useState } from 'react';
import type { SessionActor } from './session-context';

const ATTEMPT_STATES = ['preLogin', 'confirmDevice', 'loggingIn'];

export function useFailedAttempts(actor: SessionActor | null): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!actor) return;
    let previous = String(actor.getSnapshot().value);
    const subscription = actor.subscribe((snapshot) => {
      const current = typeof snapshot.value === 'string' ? snapshot.value : '';
      if (current === 'anonymous' && ATTEMPT_STATES.includes(previous)) setCount((n) => n + 1);
      previous = current;
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  return count;
}
