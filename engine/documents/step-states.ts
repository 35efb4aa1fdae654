/**
 * The states of a routing step (a row of `transactions`), one entry per state: its label and
 * whether its holder still owes work on it. The server's state table
 * (server/modules/correspondence/letters/state-machine.ts) says which action moves a step from one
 * state to another; the queue registry lists steps by these states; the server names a state
 * in Thai through its label key. The words are translations and live in
 * engine/i18n/locales/*.json under `labelKey`.
 *
 * The database holds the same names in the CHECK of transactions.state
 * (server/db/migrations/0003_correspondence.sql), so a new state also needs a migration.
 *
 * Browser-safe data only: the server and the client bundle both import it.
 */

export interface StepStateEntry {
  /** The i18n key of the state's name (documents.state.*). */
  labelKey: string;
  /**
   * The holder has something left to do: a file may be attached, and a due date passing makes
   * it overdue. Not open: passed on (the new step carries the work), considered, sent back,
   * closed, or a follow marker (the follower owes nothing).
   */
  open: boolean;
}

export const STEP_STATE_REGISTRY = {
  draft: { labelKey: 'documents.state.draft', open: true },
  unreceived: { labelKey: 'documents.state.unreceived', open: true },
  in_hand: { labelKey: 'documents.state.in_hand', open: true },
  presented: { labelKey: 'documents.state.presented', open: true },
  assigned: { labelKey: 'documents.state.assigned', open: true },
  commanded: { labelKey: 'documents.state.commanded', open: true },
  in_review: { labelKey: 'documents.state.in_review', open: true },
  to_sign: { labelKey: 'documents.state.to_sign', open: true },
  to_number: { labelKey: 'documents.state.to_number', open: true },
  forwarded: { labelKey: 'documents.state.forwarded', open: false },
  done: { labelKey: 'documents.state.done', open: false },
  returned: { labelKey: 'documents.state.returned', open: false },
  closed: { labelKey: 'documents.state.closed', open: false },
  following: { labelKey: 'documents.state.following', open: false },
} as const satisfies Record<string, StepStateEntry>;

export type StepState = keyof typeof STEP_STATE_REGISTRY;

/** Every step state, in the registry's order. */
export const STEP_STATES = Object.keys(STEP_STATE_REGISTRY) as StepState[];

/** The states whose holder still owes work (see StepStateEntry.open). */
export const OPEN_STEP_STATES: readonly StepState[] = STEP_STATES.filter((state) => STEP_STATE_REGISTRY[state].open);

export function isStepState(value: string): value is StepState {
  return Object.hasOwn(STEP_STATE_REGISTRY, value);
}
