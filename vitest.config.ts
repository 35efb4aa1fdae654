import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import EnvironmentSequencer from './tests/environment-sequencer';
import { scratchInMemory } from './tests/scratch-in-memory';

// Test databases and data folders in memory where the machine allows (tests/scratch-in-memory.ts).
scratchInMemory();

export default defineConfig({
  test: {
    // Server suites start real databases; give them room on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's own default is one worker fewer than the cores: a single worker on the 2-core CI
    // machine, idle a third of the time while test files wait on their databases and child
    // processes. One more worker than the cores keeps both busy (the suite took 10.6 minutes
    // with one worker and about 7.5 with three; four were no faster than three).
    maxWorkers: availableParallelism() + 1,
    // Migrated template databases, made once per run; each test database is a copy.
    globalSetup: ['server/test-support/global-setup.ts'],
    // The files of one environment together, so workers that keep their modules are not
    // restarted at every switch between node and jsdom (tests/environment-sequencer.ts).
    sequence: { sequencer: EnvironmentSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: [
            'engine/**/*.test.ts',
            'widgets/**/*.test.{ts,tsx}',
            'app/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'studio/**/*.test.{ts,tsx}',
            'tests/*.test.ts',
            'tests/visual/**/*.test.ts',
            'tests/contract/**/*.test.ts',
          ],
          // A worker keeps the modules it has loaded from one test file to the next instead of
          // loading the server, MUI and the rest again for every file: about half of the suite's
          // time went to imports. Each file still builds its own app, database and rendered tree,
          // and a test that leaves something behind (a timer, a global) is a test to mend.
          isolate: false,
        },
      },
      {
        extends: true,
        // The scripts' tests replace modules (vi.mock), which must not leak into other files.
        test: { name: 'isolated', include: ['scripts/**/*.test.ts'] },
      },
    ],
  },
});
