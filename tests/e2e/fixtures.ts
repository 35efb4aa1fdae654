/**
 * The `test` of the browser suites. Each Playwright project is one tenant (its name is the
 * tenant code, see playwright.config.ts); a test receives
 *   - `tenant`: the code, the capabilities from its manifest and the base URL of its server;
 *   - `people`: the usernames of this worker's own demo world (worlds.ts), so tests running
 *     side by side never sign each other out or change each other's counts.
 * Flows are tagged @flow and run on the flow tenants only; the snapshot matrix is @visual. A
 * flow that no manifest setting changes (a settings page and where its data shows) is also
 * tagged @one-tenant and runs on the first flow tenant only. A flow that names the settings it
 * reads (`reads(...)` from tenants.ts) runs only on the flow tenants that show their values.
 */
import { test as base } from '@playwright/test';
import { capabilitiesOf, type Capabilities } from '../../engine/tenant/capabilities';
import { loadTenant } from '../../server/tenants/load';
import { serverReady, START_TIMEOUT_MS } from './servers';
import { READS_TAG, readersCover, tenantTiers } from './tenants';
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

/** Which flow tenants a flow reading only the given settings runs on, worked out once per worker. */
const readers = new Map<string, Promise<string[] | 'all'>>();
function readersOf(paths: readonly string[]): Promise<string[] | 'all'> {
  const key = paths.join(' ');
  if (!readers.has(key)) readers.set(key, coverOfReaders(paths));
  return readers.get(key)!;
}

async function coverOfReaders(paths: readonly string[]): Promise<string[] | 'all'> {
  if (process.env.E2E_ALL_FLOWS === '1') return 'all';
  const { flows } = await tenantTiers();
  const manifests = await Promise.all(flows.map(async (code) => (await loadTenant(code)).manifest));
  return readersCover(manifests, flows, paths);
}

export const test = base.extend<{ onlyWhereRead: void }, { tenantCode: string; tenant: TenantUnderTest; people: People }>({
  // Before anything else of the test is set up, so a flow skipped here costs no sign-in.
  onlyWhereRead: [
    async ({ tenantCode }, use, testInfo) => {
      const paths = testInfo.tags.filter((tag) => tag.startsWith(READS_TAG)).map((tag) => tag.slice(READS_TAG.length));
      if (paths.length > 0) {
        const runsOn = await readersOf(paths);
        testInfo.skip(runsOn !== 'all' && !runsOn.includes(tenantCode), `reads only ${paths.join(', ')}: runs on ${[runsOn].flat().join(', ')}`);
      }
      await use();
    },
    { auto: true },
  ],
  tenantCode: ['', { option: true, scope: 'worker' }],
  tenant: [
    async ({ tenantCode }, use) => {
      if (!tenantCode) throw new Error('No tenant: run the browser suites through playwright.config.ts, whose projects are the tenants.');
      const { manifest } = await loadTenant(tenantCode);
      await use({ code: tenantCode, caps: capabilitiesOf(manifest), base: await serverReady(tenantCode) });
    },
    // Global setup may still be starting this tenant's server when the worker first needs it.
    { scope: 'worker', timeout: START_TIMEOUT_MS },
  ],
  people: [
    async ({ tenant }, use, workerInfo) => {
      await use(peopleOf(worldOf({ organization: tenant.caps.organization }, workerInfo.parallelIndex)));
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
