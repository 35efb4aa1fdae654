/**
 * PDPA consent: about 2 s after the dashboard loads, a person who has
 * not agreed (F_IS_AGREE_PDPA !== 1) gets a blocking modal. Consent posts request-pdpa and
 * reloads on success; a failure shows the server message (popup closes itself after 2.5 s)
 * and the modal stays. Refusal clears stored data and reloads, which signs the person out.
 */
import { assign, fromPromise, setup } from 'xstate';
import { builtOnFirstUse } from './built-on-first-use';

export const PDPA_CHECK_DELAY_MS = 2000;
export const ERROR_POPUP_MS = 2500;

export interface PdpaContext {
  agreed: boolean;
  error: string | null;
}

export type PdpaEvent = { type: 'CONSENT' } | { type: 'REFUSE' };

export const pdpaMachine = builtOnFirstUse(() =>
  setup({
    types: {
      input: {} as { agreed: boolean },
      context: {} as PdpaContext,
      events: {} as PdpaEvent,
    },
    actors: {
      requestPdpa: fromPromise<{ status: string; message?: string }>(() => Promise.reject(new Error('pdpa machine: requestPdpa was not provided'))),
    },
    actions: {
      reload: () => {},
      clearStoredData: () => {},
    },
    delays: {
      checkDelay: PDPA_CHECK_DELAY_MS,
      errorPopup: ERROR_POPUP_MS,
    },
  }).createMachine({
    id: 'pdpa',
    context: ({ input }) => ({ agreed: input.agreed, error: null }),
    initial: 'waiting',
    states: {
      waiting: {
        after: { checkDelay: [{ guard: ({ context }) => context.agreed, target: 'agreed' }, { target: 'asking' }] },
      },
      asking: {
        on: {
          CONSENT: 'saving',
          REFUSE: { target: 'refused', actions: ['clearStoredData', 'reload'] },
        },
        initial: 'idle',
        states: {
          idle: {},
          // The error popup closes itself; the modal stays so the person can try again.
          showingError: { after: { errorPopup: { target: 'idle', actions: assign({ error: null }) } } },
        },
      },
      saving: {
        invoke: {
          src: 'requestPdpa',
          onDone: [
            { guard: ({ event }) => event.output.status === 'success', target: 'consented', actions: 'reload' },
            { target: 'asking.showingError', actions: assign({ error: ({ event }) => event.output.message ?? '' }) },
          ],
          onError: {
            target: 'asking.showingError',
            actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }),
          },
        },
      },
      agreed: { type: 'final' },
      consented: { type: 'final' },
      refused: { type: 'final' },
    },
  }),
);
