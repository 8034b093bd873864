import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from './apps/api/test/workers';

/**
 * Two projects: `api` (the domain package and the API against a real database, in Node) and `web`
 * (the web app's units and components in happy-dom). `npx vitest run --project web` runs one.
 */
export default defineConfig({
  test: {
    // The projects' own `maxForks` only cap this: Vitest's default is one worker fewer than the
    // cores, which is a single worker on 2 cores, and every file then ran after the last.
    maxWorkers: TEST_WORKERS,
    minWorkers: 1,
    projects: [
      {
        test: {
          name: 'api',
          include: ['packages/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          environment: 'node',
          pool: 'forks',
          // Each worker has its own database (global-setup): files never see another file's rows.
          poolOptions: { forks: { maxForks: TEST_WORKERS, minForks: 1 } },
          // `npm run test:api` runs it with `--no-isolate`: a worker imports the app once for all its
          // files (decision 0235). Vitest 3 reads `isolate` only from the command line, for every
          // project of the run, so the two projects run apart.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          // With the build's own plugins (apps/web/build), which decide what the bundles hold.
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'],
          environment: 'happy-dom',
          // `npm run test:web` runs it with `--no-isolate` too: the libraries load once a worker, and
          // fresh-modules.ts gives each file fresh app modules, mocks and styles (decision 0237).
          setupFiles: ['apps/web/test/fresh-modules.ts', 'apps/web/test/setup.ts'],
          // Two files at a time even on 2 cores: collecting one overlaps the other's rendering.
          poolOptions: { forks: { maxForks: TEST_WORKERS, minForks: 1 } },
          restoreMocks: true,
          testTimeout: 30_000,
        },
      },
    ],
  },
});
