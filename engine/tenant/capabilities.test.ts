import { describe, expect, it } from 'vitest';
import { QUEUE_CODES } from '../queues/registry';
import { capabilitiesOf, languageChain } from './capabilities';
import { loadTenant, listTenantCodes } from '../../server/tenants/load';

describe('capabilitiesOf', () => {
  it('gives every queue the default columns unless the manifest names others for it', async () => {
    const codes = await listTenantCodes();
    for (const code of codes) {
      const { manifest } = await loadTenant(code);
      const caps = capabilitiesOf(manifest);
      for (const queue of caps.dashboard.queues) {
        expect(queue.columns).toEqual(manifest.dashboard.columns.byQueue[queue.code] ?? manifest.dashboard.columns.default);
        expect(queue.roleAssign).toBe(manifest.dashboard.roleAssignOverride ?? queue.code);
      }
    }
  });

  it('gives the workspace every queue of the registry: the dashboard settings where the dashboard shows it, else the defaults', async () => {
    for (const code of await listTenantCodes()) {
      const { manifest } = await loadTenant(code);
      const caps = capabilitiesOf(manifest);
      const d = manifest.dashboard;
      expect(caps.workspace.queues.map((queue) => queue.code)).toEqual(QUEUE_CODES);
      for (const queue of caps.workspace.queues) {
        const shown = caps.dashboard.queues.find((q) => q.code === queue.code);
        if (shown) expect(queue, `${code} ${queue.code}`).toEqual(shown);
        else
          expect(queue, `${code} ${queue.code}`).toEqual({
            code: queue.code,
            title: d.queueTitles[queue.code] ?? null,
            columns: d.columns.byQueue[queue.code] ?? d.columns.default,
            organizationFilter: false,
            senderIcons: false,
            roleAssign: d.roleAssignOverride ?? queue.code,
          });
      }
    }
  });

  it('shows the logs tab only when the manifest lists it', async () => {
    for (const code of await listTenantCodes()) {
      const { manifest } = await loadTenant(code);
      expect(capabilitiesOf(manifest).notifications.showLogs).toBe(manifest.notifications.tabs.includes('logs'));
    }
  });
});

describe('languageChain', () => {
  it('falls back from a variant to its base language, then to the fallback', () => {
    expect(languageChain('thOnlb', 'en')).toEqual(['thOnlb', 'th', 'en']);
    expect(languageChain('th', 'en')).toEqual(['th', 'en']);
    expect(languageChain('en', 'en')).toEqual(['en']);
  });
});
