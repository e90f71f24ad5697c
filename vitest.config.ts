import { defineConfig } from 'vitest/config';

// One runner for the whole workspace; each package is a project so `npm test`
// can run the fast suites first and the database suites twice (PGlite, PostgreSQL).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
