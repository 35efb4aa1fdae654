/**
 * The portal process `npm run bench:pages` measures (started by scripts/portal-process.ts): the
 * production start (server/start.ts) with one difference, a trivial robot-check cost, so the
 * benchmark signs in through the real API in milliseconds. The challenge is still issued, solved
 * and verified; the pages measured are the ones a visitor gets (the widget is the same whatever
 * the cost). Settings come from the environment the parent sets (APP_NAME, PORT, DATA_DIR, ...).
 */
import { startPortal } from '../server/start';

await startPortal({ captcha: { cost: 1, counterRange: [1, 50] } });
