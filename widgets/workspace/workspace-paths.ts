/**
 * Addresses inside the registry workspace (/sarabun): its home, one page per queue, and the
 * tools (one page each). A tool is listed for everyone signed in, or only for people who keep
 * a department's registers (audience 'registry'); the server checks the same again on every
 * call, so the audience only decides what the menu offers.
 */
import { ROUTES } from '../../engine/portal/routes';
import type { QueueCode } from '../../engine/tenant/capabilities';

export const WORKSPACE_HOME = ROUTES.sarabun.path;
/** The queue page below the workspace, as its nested route matches it. */
export const QUEUE_PAGE_PATTERN = 'queue/:code';

export type ToolAudience = 'everyone' | 'registry';

/** The tools, in the menu's order: the address segment below /sarabun and who is offered it. */
export const WORKSPACE_TOOLS = {
  newLetter: { segment: 'new-letter', audience: 'everyone' },
  registerIncoming: { segment: 'register-incoming', audience: 'registry' },
  registers: { segment: 'registers', audience: 'registry' },
  filing: { segment: 'filing', audience: 'registry' },
  // Committee members are often not registry clerks: everyone is offered it, and the page says when the person has nothing there.
  destruction: { segment: 'destruction', audience: 'everyone' },
  books: { segment: 'books', audience: 'everyone' },
  documents: { segment: 'documents', audience: 'everyone' },
  reports: { segment: 'reports', audience: 'everyone' },
  notifications: { segment: 'notifications', audience: 'everyone' },
  history: { segment: 'history', audience: 'everyone' },
} as const satisfies Record<string, { segment: string; audience: ToolAudience }>;
export type WorkspaceTool = keyof typeof WORKSPACE_TOOLS;
export const TOOL_NAMES = Object.keys(WORKSPACE_TOOLS) as WorkspaceTool[];

export function isWorkspaceTool(value: string): value is WorkspaceTool {
  return Object.hasOwn(WORKSPACE_TOOLS, value);
}

/** The tool whose page is at this segment below the workspace, if any. */
export function toolAt(segment: string | undefined): WorkspaceTool | null {
  return TOOL_NAMES.find((name) => WORKSPACE_TOOLS[name].segment === segment) ?? null;
}

const audienceOf = (tool: WorkspaceTool): ToolAudience => WORKSPACE_TOOLS[tool].audience;

/** The tools offered to a person: all of them to people who keep a register, the others to everyone. */
export function toolsFor(keepsRegisters: boolean): WorkspaceTool[] {
  return TOOL_NAMES.filter((name) => keepsRegisters || audienceOf(name) === 'everyone');
}

export function workspaceToolPath(tool: WorkspaceTool): string {
  return `${WORKSPACE_HOME}/${WORKSPACE_TOOLS[tool].segment}`;
}

export function workspaceQueuePath(code: QueueCode): string {
  return `${WORKSPACE_HOME}/queue/${code}`;
}
