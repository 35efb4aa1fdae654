import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'engine/**/*.test.ts',
      'widgets/**/*.test.{ts,tsx}',
      'app/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/contract/**/*.test.ts',
    ],
    // Server suites start real databases; give them room on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Migrated template databases, made once per run; each test database is a copy.
    globalSetup: ['server/test-support/global-setup.ts'],
  },
});
