/**
 * The care corpus (apps/server/assets/care-corpus): messages as people type them, one per line,
 * in files named for what they are: `crisis-<family>.txt`, `distress.txt`, `ordinary.txt`, and
 * conversations (`*-in-context.txt`, earlier messages and the newest joined by " || "). It is
 * both what the statistical classifier learns from and what the tests measure the recogniser on.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CRISIS_FAMILIES, type CrisisFamily } from './crisis-patterns';

export type CareLabel = CrisisFamily | 'distress' | 'ordinary';

export interface CareExample {
  text: string;
  label: CareLabel;
}

/** Found from src/ in development and from dist/ when built, as the demo images are. */
export function careCorpusDir(): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'assets', 'care-corpus');
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir)
      throw new Error('The care corpus (assets/care-corpus) is missing');
  }
}

/**
 * A corpus file is named by a bare name: nothing outside the corpus folder, such as the held-out
 * sets in assets/care-heldout that measure the recogniser apart (docs/assistant.md), can be read
 * or learnt from.
 */
const CORPUS_FILE = /^[a-z][a-z-]*\.txt$/;

/** The lines of one corpus file, without comments and blank lines. */
export function corpusLines(file: string, dir = careCorpusDir()): string[] {
  if (!CORPUS_FILE.test(file) || path.basename(dir) !== 'care-corpus')
    throw new Error(`${file} is not a care corpus file`);
  return fs
    .readFileSync(path.join(dir, file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/**
 * Every single message of the corpus with its label. Each message of an ordinary conversation
 * is ordinary on its own too ("ok so i can book a boda for 12"); a message of a crisis
 * conversation may not be, so those stay out.
 */
export function careExamples(dir = careCorpusDir()): CareExample[] {
  const labelled = (file: string, label: CareLabel) =>
    corpusLines(file, dir).map((text) => ({ text, label }));
  const followUps = corpusLines('ordinary-in-context.txt', dir)
    .flatMap((line) => line.split(' || '))
    .map((text) => ({ text, label: 'ordinary' as const }));
  return [
    ...CRISIS_FAMILIES.flatMap((family) => labelled(`crisis-${family}.txt`, family)),
    ...labelled('distress.txt', 'distress'),
    ...labelled('ordinary.txt', 'ordinary'),
    ...followUps,
  ];
}
