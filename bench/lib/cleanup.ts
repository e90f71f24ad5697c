/**
 * Clean-up steps a run registers as it goes (servers to stop, directories to remove, a scratch
 * database to drop): every step registered runs, last first, however the run ends, on a
 * failure or on Ctrl-C as well.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const cleanups: (() => Promise<void> | void)[] = [];
/** Clean-ups run one after the other, even when a signal starts one while another runs. */
let cleaning = Promise.resolve();

export function onCleanUp(step: () => Promise<void> | void): void {
  cleanups.push(step);
}

/** Runs the steps registered after the first `mark`, newest first. */
export function cleanUpTo(mark: number): Promise<void> {
  cleaning = cleaning.then(async () => {
    while (cleanups.length > mark) {
      const step = cleanups.pop()!;
      try {
        await step();
      } catch (error) {
        console.error('clean-up step failed:', error);
      }
    }
  });
  return cleaning;
}

/** Runs `body`, then the clean-up steps it registered, whether it succeeded or not. */
export async function cleaningUp<T>(body: () => Promise<T>): Promise<T> {
  const mark = cleanups.length;
  try {
    return await body();
  } finally {
    await cleanUpTo(mark);
  }
}

/** A new temporary directory, removed at clean-up. */
export function mkTempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  onCleanUp(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}
