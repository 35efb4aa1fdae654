/** Addresses inside the registry workspace (/sarabun): its home, one page per queue, and the register tools. */
import { ROUTES } from '../../engine/portal/routes';
import type { QueueCode } from '../../engine/tenant/capabilities';

export const WORKSPACE_HOME = ROUTES.sarabun.path;
/** The queue page below the workspace, as its nested route matches it. */
export const QUEUE_PAGE_PATTERN = 'queue/:code';

/** The register tools, for people who keep a department's registers. */
export const REGISTER_TOOLS = {
  registerIncoming: 'register-incoming',
  registers: 'registers',
} as const;
export type RegisterTool = keyof typeof REGISTER_TOOLS;

export function workspaceToolPath(tool: RegisterTool): string {
  return `${WORKSPACE_HOME}/${REGISTER_TOOLS[tool]}`;
}

export function workspaceQueuePath(code: QueueCode): string {
  return `${WORKSPACE_HOME}/queue/${code}`;
}
