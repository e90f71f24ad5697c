/**
 * Runs in every server test file (vitest.config.ts, setupFiles): the databases a file opened
 * are closed and dropped when it ends (test/test-server.ts).
 */
import { afterAll } from 'vitest';
import { closeTestDatabases } from './test-server';

afterAll(closeTestDatabases);
