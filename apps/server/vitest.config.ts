import { defineProject } from 'vitest/config';

// The server suite runs twice in `npm test`: on PGlite (default) and on PostgreSQL
// (TEST_DATABASE_URL set). Process-level tests start real server processes on PGlite only.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: onPostgres ? ['**/*.process.test.ts', '**/node_modules/**'] : ['**/node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
