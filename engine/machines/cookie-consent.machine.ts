/**
 * Cookie consent on the login page.
 *
 * One actor runs per login-page visit:
 * - consent not stored: wait `bannerDelay` (1000 ms), show the banner; ACCEPT stores the
 *   consent and sets the page-visit counter to 1;
 * - consent stored: count this visit (page counter + 1) and stay hidden.
 *
 * Storage is I/O, so the guard and actions here are placeholders that the widget replaces
 * with `.provide()` (and tests with spies); the machine itself never touches localStorage.
 */
import { setup } from 'xstate';

export const COOKIE_BANNER_DELAY_MS = 1000;

export type CookieConsentEvent = { type: 'ACCEPT' };

export const cookieConsentMachine = setup({
  types: {
    events: {} as CookieConsentEvent,
  },
  guards: {
    /** Whether `<prefix>_allow` is already stored. */
    consentStored: () => false,
  },
  actions: {
    storeConsent: () => {},
    resetPageCounter: () => {},
    incrementPageCounter: () => {},
  },
  delays: {
    bannerDelay: COOKIE_BANNER_DELAY_MS,
  },
}).createMachine({
  id: 'cookieConsent',
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'consentStored', target: 'counted' }, { target: 'waiting' }],
    },
    waiting: {
      after: { bannerDelay: 'bannerVisible' },
    },
    bannerVisible: {
      on: {
        ACCEPT: { target: 'accepted', actions: ['storeConsent', 'resetPageCounter'] },
      },
    },
    accepted: { type: 'final' },
    counted: {
      type: 'final',
      entry: 'incrementPageCounter',
    },
  },
});
