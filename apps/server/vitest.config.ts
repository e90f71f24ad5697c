import { defineProject } from 'vitest/config';

// The server suite runs twice in `npm test`: on PGlite (the embedded shape) and on PostgreSQL
// with Redis (the production shape, TEST_DATABASE_URL and TEST_REDIS_URL set). Process-level
// tests start real embedded servers, so they belong to the first run; Redis tests to the second.
const productionShape = Boolean(process.env.TEST_DATABASE_URL);
const shapeSpecific = productionShape ? ['**/*.process.test.ts'] : ['**/*.redis.test.ts'];

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...shapeSpecific, '**/node_modules/**'],
    setupFiles: ['test/setup-databases.ts'],
    // Generous: on a loaded 2-core machine a test that starts its own server and learns the
    // care classifier has taken 25 s; a limit is for a test that hangs, not one that is slow.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
