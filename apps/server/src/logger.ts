/**
 * The server's log. For a person at a terminal (standard output a TTY, outside production):
 * one readable, coloured line per entry, written as it comes (pino-pretty, in this process: a
 * development server's request rate makes the cost of writing each line irrelevant). Otherwise,
 * in production or when the output goes to a pipe or a file: JSON lines, buffered. Writing each line as it is made
 * costs a system call per request (the request log is one line a request), a tenth of the time
 * an authenticated GET takes (docs/benchmarks.md, "API"); buffered, lines go out 4 KB at a time
 * and at least once a second. Pino writes what is buffered when the process exits, on a signal or
 * a crash alike; only a killed machine (power, SIGKILL) loses the last second of lines.
 */
import { isatty } from 'node:tty';
import pino from 'pino';
import pretty from 'pino-pretty';

/** The buffer a write waits for, and how long a line may wait at most. */
const BUFFER_BYTES = 4096;
const FLUSH_EVERY_MS = 1000;

/** Readable lines for a person: a terminal outside production (docs/operations.md#logs). */
export function logsForPeople(
  destination: string | number,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  return typeof destination === 'number' && isatty(destination) && env.NODE_ENV !== 'production';
}

export function createLogger(level: string, destination: string | number = 1) {
  const stream = logsForPeople(destination)
    ? pretty({
        destination,
        sync: true,
        colorize: true,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname',
      })
    : pino.destination({
        dest: destination,
        sync: false,
        minLength: BUFFER_BYTES,
        periodicFlush: FLUSH_EVERY_MS,
      });
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
    stream,
  );
}
