import { describe, expect, it } from 'vitest';
import { capabilitiesOf, languageChain } from './capabilities';
import { loadTenant, listTenantCodes } from './load';

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
