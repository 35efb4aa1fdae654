/**
 * The production start (server/start.ts) with the test costs, for server tests that run the
 * portal as a real process (to kill it, restart it, cut its connections): a trivial captcha
 * difficulty and a low password-hash cost, as createTestApp uses. The challenge is still issued,
 * solved and verified; only the work is cheaper.
 */
import { startPortal } from '../start';
import { TEST_PASSWORD_PARAMS } from './fixtures';

await startPortal({
  captcha: { cost: 1, counterRange: [1, 20] },
  identity: { policy: { passwordHash: TEST_PASSWORD_PARAMS } },
  passwordParams: TEST_PASSWORD_PARAMS,
  checkReplies: true,
});
