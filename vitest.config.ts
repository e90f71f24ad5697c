import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the whole workspace; each package is a project so `npm test`
// can run the fast suites first and the database suites twice (PGlite, PostgreSQL).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    // Vitest leaves a core to its own process by default, which on a 2-core machine runs one
    // test file at a time while the other core idles; the runner itself does little, so use
    // both. Set here, for every project: projects run together must share one value.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
