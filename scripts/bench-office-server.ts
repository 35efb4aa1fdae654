/**
 * The portal process `npm run bench:office` measures: the production start (server/start.ts,
 * with the PostgreSQL socket.io adapter and file store as DATABASE_URL gives them) with three
 * differences, all in sign-in, each said in docs/benchmarks.md:
 *
 * - a trivial robot-check cost (the challenge is still issued, solved and verified);
 * - the tests' scrypt cost for passwords (N=2^10 instead of 2^17): the seeded people's hashes use
 *   it, and production's cost is CPU time spent on purpose, not what this run measures;
 * - no per-address sign-in limit: all 200 people come from 127.0.0.1, where production allows
 *   60 sign-ins in 10 minutes per address (the other throttle rules stay).
 */
import { startPortal } from '../server/start';
import { TEST_PASSWORD_PARAMS } from '../server/test-support/fixtures';

await startPortal({
  captcha: { cost: 1, counterRange: [1, 20] },
  identity: { policy: { passwordHash: TEST_PASSWORD_PARAMS, perIpLimit: 1_000_000 } },
  passwordParams: TEST_PASSWORD_PARAMS,
});
