/** The process entry point: read the environment, start, and shut down cleanly on a signal. */
import { isatty } from 'node:tty';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { sharedCareClassifier } from './modules/assistant/care/care-classifier';
import { warmUpPostHtml } from './modules/blog/post-html';
import { startServer } from './server';
import { openAddress, startSummary } from './start-summary';

/** A shutdown that takes longer than this is stuck; exit rather than hang a deploy. */
const SHUTDOWN_TIMEOUT_MS = 15_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  // For a person at a terminal (`npm start`); a pipe or a log collector has the log lines.
  if (isatty(1)) {
    const address = openAddress(config.mail.publicUrl, config.port, server.url);
    process.stdout.write(`\n${startSummary(address, server.admin)}\n\n`);
  }
  // Loaded now, so that the first visitor to open a blog post does not wait for it.
  warmUpPostHtml().catch((error: unknown) => {
    server.app.log.warn({ err: error }, 'the blog post renderer could not load');
  });
  // Taught now (about 0.15 s), so that the first person who asks does not wait for it.
  sharedCareClassifier((error) =>
    server.app.log.error(
      { err: error },
      'the care classifier could not learn: phrases decide alone',
    ),
  );
  const shutdown = (signal: string) => {
    server.app.log.info(`${signal}: shutting down`);
    setTimeout(() => {
      server.app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // Configuration and lock problems are the operator's to fix: one clear line, no stack.
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Torch failed to start:', error);
  }
  process.exit(1);
});
