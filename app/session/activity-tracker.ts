/**
 * Watches the page for signs of a person (pointer, keys, touch, scroll) and for the page
 * coming back (window focus, tab visible again).
 *
 * Activity is reported at most once per `intervalMs` (leading edge): pointer moves fire
 * dozens of times a second and the session machine only needs "someone is here".
 * Waking is reported every time, because timers stall while a laptop sleeps and the
 * machine must re-check its deadlines against the clock at once.
 */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;
export const ACTIVITY_INTERVAL_MS = 1000;

export interface ActivityTrackerOptions {
  win: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  doc: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & { visibilityState: string };
  onActivity: () => void;
  onWake: () => void;
  now?: () => number;
  intervalMs?: number;
}

/** Starts watching; returns the function that stops it. */
export function trackActivity(options: ActivityTrackerOptions): () => void {
  const { win, doc, onActivity, onWake } = options;
  const now = options.now ?? Date.now;
  const interval = options.intervalMs ?? ACTIVITY_INTERVAL_MS;
  let lastReported = Number.NEGATIVE_INFINITY;

  const activity = () => {
    const at = now();
    if (at - lastReported < interval) return;
    lastReported = at;
    onActivity();
  };
  const focus = () => onWake();
  const visibility = () => {
    if (doc.visibilityState === 'visible') onWake();
  };
  // Capture + passive: scroll does not bubble, and watching must never slow scrolling down.
  const listenOptions = { capture: true, passive: true } as const;

  for (const type of ACTIVITY_EVENTS) win.addEventListener(type, activity, listenOptions);
  win.addEventListener('focus', focus);
  doc.addEventListener('visibilitychange', visibility);
  return () => {
    for (const type of ACTIVITY_EVENTS) win.removeEventListener(type, activity, listenOptions);
    win.removeEventListener('focus', focus);
    doc.removeEventListener('visibilitychange', visibility);
  };
}
