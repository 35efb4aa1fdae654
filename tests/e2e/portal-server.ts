/**
 * The portal as the browser suites run it: the production start (server/start.ts) with test
 * costs and limits, and one demo world per Playwright worker (worlds.ts).
 *
 * - Robot check: proof of work at a trivial cost, through the same option the server tests
 *   use, unless E2E_REAL_CAPTCHA=1 (one tenant keeps the real cost, so the sign-in form is
 *   still proven to solve it). Nothing here is a bypass: the challenge is still issued, solved
 *   by the widget and verified by the server.
 * - Passwords: the demo people's hashes, and any password changed or reset in a test, use a
 *   low scrypt cost, so seeding and every sign-in are quick; the production cost is covered by
 *   the server suite.
 * - Sign-in rate limit per IP raised: every test signs in from 127.0.0.1, a worker's people sign
 *   in once or more in every flow test, and on the slowed clock of the snapshot matrix
 *   (tests/visual/fixed-clock.mjs) the ten-minute window never ends. The limit itself is proven
 *   by the server suite; the lockout and slow-down after failures stay as in production.
 * - Replies checked against their schemas: a reply field the schema does not name fails the
 *   call with 500 instead of being dropped unnoticed.
 */
import { loadConfig } from '../../server/config';
import { seedDemoWorld } from '../../server/db/seed';
import { startPortal } from '../../server/start';
import { TEST_PASSWORD_PARAMS } from '../../server/test-support/fixtures';
import { WORLD_COUNT_ENV, worldOf } from './worlds';

const worlds = Number(process.env[WORLD_COUNT_ENV] ?? 2);
const realCaptcha = process.env.E2E_REAL_CAPTCHA === '1';

await startPortal({
  captcha: realCaptcha ? undefined : { cost: 1, counterRange: [1, 50] },
  identity: { policy: { perIpLimit: 100_000, passwordHash: TEST_PASSWORD_PARAMS } },
  passwordParams: TEST_PASSWORD_PARAMS,
  checkReplies: true,
  afterSeed: async (db, manifest) => {
    for (let index = 0; index < worlds; index++) {
      await seedDemoWorld(db, { manifest, demoPassword: loadConfig().demoPassword, passwordParams: TEST_PASSWORD_PARAMS, world: worldOf(manifest, index) });
    }
  },
});
