/**
 * The `test` of the browser suites. Each Playwright project is one tenant (its name is the
 * tenant code, see playwright.config.ts); a test receives
 *   - `tenant`: the code, the capabilities from its manifest and the base URL of its server;
 *   - `people`: the usernames of this worker's own demo world (worlds.ts), so tests running
 *     side by side never sign each other out or change each other's counts.
 * Flows are tagged @flow and run on the flow tenants only; the snapshot matrix is @visual. A
 * flow that no manifest setting changes (a settings page and where its data shows) is also
 * tagged @one-tenant and runs on the first flow tenant only.
 */
import { test as base } from '@playwright/test';
import { capabilitiesOf, type Capabilities } from '../../engine/tenant/capabilities';
import { loadTenant } from '../../scripts/tenants/load';
import { baseUrlOf } from './servers';
import { peopleOf, worldOf, type People } from './worlds';

export interface TenantUnderTest {
  code: string;
  caps: Capabilities;
  /** Base URL of the tenant's server, without a trailing slash. */
  base: string;
}

export const FLOW = '@flow';
export const VISUAL = '@visual';
export const ONE_TENANT = '@one-tenant';

export const test = base.extend<object, { tenantCode: string; tenant: TenantUnderTest; people: People }>({
  tenantCode: ['', { option: true, scope: 'worker' }],
  tenant: [
    async ({ tenantCode }, use) => {
      if (!tenantCode) throw new Error('No tenant: run the browser suites through playwright.config.ts, whose projects are the tenants.');
      const { manifest } = await loadTenant(tenantCode);
      await use({ code: tenantCode, caps: capabilitiesOf(manifest), base: baseUrlOf(tenantCode) });
    },
    { scope: 'worker' },
  ],
  people: [
    async ({ tenant }, use, workerInfo) => {
      await use(peopleOf(worldOf({ organization: tenant.caps.organization }, workerInfo.parallelIndex)));
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
