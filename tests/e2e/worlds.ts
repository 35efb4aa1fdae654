/**
 * Per-worker people. Each Playwright worker signs in as its own copy of the demo cast
 * (officer.w0, director.w0, ... for the first worker), living in its own copy of the demo
 * organisation with its own letters. Two workers can therefore run tests of the same tenant at
 * the same time: nobody signs another worker's person out, and no worker's letters change the
 * counts another worker asserts. The tenant's own demo world (plain usernames) is left to the
 * snapshot matrix, whose pictures must not change while the flows run.
 *
 * The test server seeds the worlds (portal-server.ts); the fixtures hand each test the names of
 * its worker's world. Both read the numbering here.
 */
import type { TenantManifest } from '../../engine/tenant/capabilities';

/** How many worlds a test server seeds; the suite never runs more workers than this. */
export const WORLD_COUNT_ENV = 'E2E_WORLDS';

export interface World {
  /** Index of the worker that owns it (Playwright's parallelIndex). */
  index: number;
  /** Root department of the world's organisation: where its letters are sent to be received. */
  root: number;
  /** Appended to the demo usernames. */
  suffix: string;
  /** Shown after the name of each of the world's departments, in brackets: tells the worlds' people apart in recipient lists. */
  label: string;
}

// Far enough from the tenant's root that its sub-departments (root + 1..5) never meet a world's.
const WORLD_STRIDE = 100;

export function worldOf(manifest: Pick<TenantManifest, 'organization'>, index: number): World {
  return { index, root: manifest.organization.departmentId + WORLD_STRIDE * (index + 1), suffix: `.w${index}`, label: `(w${index})` };
}

/** The demo cast of one world, by role. */
export interface People {
  world: World;
  officer: string;
  director: string;
  saraban: string;
  newcomer: string;
  admin: string;
}

export function peopleOf(world: World): People {
  const name = (base: string) => `${base}${world.suffix}`;
  return { world, officer: name('officer'), director: name('director'), saraban: name('saraban'), newcomer: name('newcomer'), admin: name('admin') };
}
