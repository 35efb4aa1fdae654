/**
 * The portal as the several-instances test starts it (server/realtime/two-instances.test.ts):
 * the production start (server/start.ts, so the PostgreSQL adapter is attached exactly as in
 * production) with the server suite's cheap robot-check and password-hash costs. The limits
 * and lockouts stay as in production: the test proves they hold across instances.
 */
import { startPortal } from '../start';
import { TEST_PASSWORD_PARAMS } from './fixtures';

await startPortal({
  captcha: { cost: 1, counterRange: [1, 20] },
  identity: { policy: { passwordHash: TEST_PASSWORD_PARAMS } },
  passwordParams: TEST_PASSWORD_PARAMS,
});
