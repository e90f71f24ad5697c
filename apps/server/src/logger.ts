/**
 * The server's log: JSON lines on standard output, buffered. Writing each line as it is made
 * costs a system call per request (the request log is one line a request), a tenth of the time
 * an authenticated GET takes (docs/benchmarks.md, "API"); buffered, lines go out 4 KB at a time
 * and at least once a second. Pino writes what is buffered when the process exits, on a signal or
 * a crash alike; only a killed machine (power, SIGKILL) loses the last second of lines.
 */
import pino from 'pino';

/** The buffer a write waits for, and how long a line may wait at most. */
const BUFFER_BYTES = 4096;
const FLUSH_EVERY_MS = 1000;

export function createLogger(level: string, destination: string | number = 1) {
  return pino(
    {
      level,
      // Tokens, passwords and keys never reach a log line, whoever logs the object that holds them.
      redact: {
        paths: [
          'req.headers.authorization',
          '*.password',
          '*.token',
          // Mobile money credentials (docs/giving.md), should an object holding them be logged.
          '*.apiKey',
          '*.subscriptionKey',
          '*.clientSecret',
          '*.client_secret',
          '*.access_token',
        ],
        censor: '[redacted]',
      },
    },
    pino.destination({
      dest: destination,
      sync: false,
      minLength: BUFFER_BYTES,
      periodicFlush: FLUSH_EVERY_MS,
    }),
  );
}
