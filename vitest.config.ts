import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = {
  '@shared': dir('./src/shared'),
  '@machines': dir('./machines'),
  '@api': dir('./api-schema/generated'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: on the 2-core CI machine that is a single worker, and the
    // suites ran one file at a time with a core idle. Two at least (docs/decisions/0114-test-suites-use-both-cores.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'machines/**/*.test.ts',
            'scripts/**/*.test.ts',
            'api-schema/**/*.test.ts',
            // The journey models and their harness: the generated paths must take every edge.
            'tests/e2e/*-model/*.test.ts',
            'tests/e2e/journey-harness/*.test.ts',
            'tests/e2e/flow-log/*.test.ts',
          ],
          environment: 'node',
          // The machines' graph walks are CPU-bound: 5 s is too little for the bigger ones on a busy 2-core machine,
          // and 20 s was too little when the machine ran several test suites at once (a walk took 40 s).
          testTimeout: 90_000,
          // Set-ups that make RSA keys (the CIS stand-in's CA and certificates) take seconds on a busy machine.
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          // tests/api-pg needs a PostgreSQL server of its own to play with (R5 cuts the connection to it): it is
          // part of the PostgreSQL pass (DATABASE_URL set: `npm run test:api:pg`, the second pass of .ci/run) and
          // absent from the PGlite one, where no separate server exists (docs/decisions/0105-database-outage.md).
          include: ['tests/api/**/*.test.ts', ...(process.env.DATABASE_URL ? ['tests/api-pg/**/*.test.ts'] : [])],
          environment: 'node',
          testTimeout: 30_000,
          // A file's set-up may first build the seeded database every file copies (tests/support/snapshot.ts,
          // tests/support/pg-template.ts) while the other worker waits for it.
          hookTimeout: 300_000,
          // API suites share one database per file; files run in parallel workers.
          pool: 'forks',
          // A worker runs file after file in one process: the server's modules are imported and the contract's
          // validators compiled once per worker, not once per file. Each file still builds its own app on its own
          // database (docs/decisions/0114-test-suites-use-both-cores.md).
          isolate: false,
        },
      },
    ],
  },
});
