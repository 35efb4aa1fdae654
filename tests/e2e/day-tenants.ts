/**
 * The two flow tenants the whole-day flows run on, chosen by capability, never by name: the
 * one whose dashboard shows the most queues and the one that shows the fewest (the workspace
 * reaches every queue on both).
 */
import { capabilitiesOf } from '../../engine/tenant/capabilities';
import { loadTenant } from '../../server/tenants/load';
import { tenantTiers } from './tenants';

export const DAY_ONLY = 'whole-day flows run on the flow tenants with the most and the fewest dashboard queues';

export async function dayTenants(): Promise<Set<string>> {
  const flows = await Promise.all((await tenantTiers()).flows.map(async (code) => ({ code, caps: capabilitiesOf((await loadTenant(code)).manifest) })));
  const byQueues = [...flows].sort((a, b) => a.caps.dashboard.queues.length - b.caps.dashboard.queues.length);
  return new Set([byQueues[0]?.code, byQueues.at(-1)?.code].filter((code): code is string => Boolean(code)));
}
