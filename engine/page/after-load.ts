/**
 * Work the first paint does not need (the rest of a language's strings, the session machine
 * and the cookie notice on the public pages) waits until the page has loaded and the browser
 * is idle, so it never competes with the page's own scripts and pictures for a slow link or CPU.
 */
export interface PageEvents {
  readyState: DocumentReadyState;
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
  removeEventListener(type: 'load', listener: () => void): void;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/** A busy page still gets the work done this long after its load. */
const IDLE_AT_MOST_MS = 2000;

/** Calls `work` once the page has loaded and the browser is idle; answers a cancel. */
export function whenPageIdle(work: () => void, page: PageEvents = browserPage()): () => void {
  let idle: number | ReturnType<typeof setTimeout> | null = null;
  const cancelIdle = () => {
    if (idle === null) return;
    if (page.cancelIdleCallback && typeof idle === 'number') page.cancelIdleCallback(idle);
    else clearTimeout(idle);
  };
  const onLoad = () => {
    idle = page.requestIdleCallback ? page.requestIdleCallback(work, { timeout: IDLE_AT_MOST_MS }) : setTimeout(work, 0);
  };
  if (page.readyState === 'complete') onLoad();
  else page.addEventListener('load', onLoad, { once: true });
  return () => {
    page.removeEventListener('load', onLoad);
    cancelIdle();
  };
}

function browserPage(): PageEvents {
  return {
    get readyState() {
      return document.readyState;
    },
    addEventListener: (type, listener, options) => window.addEventListener(type, listener, options),
    removeEventListener: (type, listener) => window.removeEventListener(type, listener),
    requestIdleCallback: window.requestIdleCallback?.bind(window),
    cancelIdleCallback: window.cancelIdleCallback?.bind(window),
  };
}
