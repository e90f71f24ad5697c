/**
 * The recogniser against the care corpus (apps/server/assets/care-corpus): crisis messages in
 * eight families, distress that is not a crisis, and ordinary church questions full of
 * tempting words ("Jesus died for us", "kill time before service"), as people type them;
 * conversations are earlier messages and the newest one joined by " || ".
 *
 * The classifier learns from this same corpus, so it is measured by ten-fold cross-validation:
 * each message is judged by a classifier that learnt from the other nine tenths, never from
 * it. The rates are printed, and held to: recall at least 98 %, false positives at most 2 %.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CareClassifier } from './care-classifier';
import { careCorpusDir, careExamples, corpusLines, type CareExample } from './care-corpus';
import { CRISIS_FAMILIES } from './crisis-patterns';
import { recogniseCareNeed, type CareNeed } from './recognise';

const FOLDS = 10;
const examples = careExamples();

/** What the recogniser made of each example, with a classifier that never saw it. */
let judged: Map<CareExample, CareNeed | undefined>;
let classifierOfAll: CareClassifier;
beforeAll(() => {
  judged = new Map();
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const classifier = new CareClassifier(examples.filter((_, index) => index % FOLDS !== fold));
    examples.forEach((example, index) => {
      if (index % FOLDS === fold)
        judged.set(example, recogniseCareNeed(example.text, [], classifier));
    });
  }
  classifierOfAll = new CareClassifier(examples);
});

/** A line of a conversation file: the earlier messages, then the newest one. */
function recogniseConversation(line: string): CareNeed | undefined {
  const turns = line.split(' || ');
  const newest = turns.pop()!;
  const earlier = turns.map((text) => ({ role: 'user' as const, parts: [{ text }] }));
  return recogniseCareNeed(newest, earlier, classifierOfAll);
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

function report(label: string, misses: string[], total: number) {
  console.info(
    `${label}: ${percent(total - misses.length, total)} of ${total}` +
      (misses.length > 0 ? `; not recognised:\n  ${misses.join('\n  ')}` : ''),
  );
}

const labelled = (label: CareExample['label']) => examples.filter((e) => e.label === label);
const kindOf = (example: CareExample) => judged.get(example)?.kind;

describe('recognising a person in crisis', () => {
  it('recognises at least 98 % of crisis messages, and at least 90 % in each family', () => {
    let total = 0;
    const missed: string[] = [];
    for (const family of CRISIS_FAMILIES) {
      const messages = labelled(family);
      const misses = messages.filter((e) => kindOf(e) !== 'crisis').map((e) => e.text);
      const byPhrases = messages.filter((e) => recogniseCareNeed(e.text)?.kind === 'crisis');
      report(`crisis, ${family} (phrases alone: ${byPhrases.length})`, misses, messages.length);
      expect(messages.length).toBeGreaterThanOrEqual(30);
      expect(misses.length / messages.length).toBeLessThanOrEqual(0.1);
      total += messages.length;
      missed.push(...misses);
    }
    const conversations = corpusLines('crisis-in-context.txt');
    const contextMisses = conversations.filter(
      (line) => recogniseConversation(line)?.kind !== 'crisis',
    );
    report('crisis, only with the messages before', contextMisses, conversations.length);
    total += conversations.length;
    missed.push(...contextMisses);
    report('crisis, all', missed, total);
    expect(total).toBeGreaterThanOrEqual(200);
    expect(missed.length / total).toBeLessThanOrEqual(0.02);
  });

  it('takes at most 2 % of ordinary questions for a crisis', () => {
    const ordinary = labelled('ordinary');
    const conversations = corpusLines('ordinary-in-context.txt');
    const flagged = [
      ...ordinary.filter((e) => kindOf(e) === 'crisis').map((e) => e.text),
      ...conversations.filter((line) => recogniseConversation(line)?.kind === 'crisis'),
    ];
    const total = ordinary.length + conversations.length;
    console.info(
      `ordinary questions taken for a crisis: ${percent(flagged.length, total)} of ${total}`,
      flagged,
    );
    expect(ordinary.length).toBeGreaterThanOrEqual(200);
    expect(flagged.length / total).toBeLessThanOrEqual(0.02);
  });
});

describe('recognising distress that is not a crisis', () => {
  it('meets at least 98 % of distress with care, and rarely with the emergency reply', () => {
    const distress = labelled('distress');
    const unmet = distress.filter((e) => kindOf(e) === undefined).map((e) => e.text);
    const asCrisis = distress.filter((e) => kindOf(e) === 'crisis').map((e) => e.text);
    report('distress met with care', unmet, distress.length);
    console.info(`distress given the crisis reply: ${asCrisis.length}`, asCrisis);
    expect(distress.length).toBeGreaterThanOrEqual(100);
    expect(unmet.length / distress.length).toBeLessThanOrEqual(0.02);
    expect(asCrisis.length / distress.length).toBeLessThanOrEqual(0.05);
  });

  it('takes at most 2 % of ordinary questions for distress or unplaced feeling', () => {
    const ordinary = labelled('ordinary');
    const flagged = ordinary
      .filter((e) => kindOf(e) === 'distress' || kindOf(e) === 'feeling')
      .map((e) => e.text);
    console.info(
      `ordinary questions taken for distress or feeling: ${percent(flagged.length, ordinary.length)} of ${ordinary.length}`,
      flagged,
    );
    expect(flagged.length / ordinary.length).toBeLessThanOrEqual(0.02);
  });
});

describe('feeling that no phrase places', () => {
  it('meets every message of feeling.txt with care, never with nothing', () => {
    const feeling = corpusLines('feeling.txt');
    const unmet = feeling.filter((text) => !recogniseCareNeed(text, [], classifierOfAll));
    report('feeling met with care', unmet, feeling.length);
    expect(feeling.length).toBeGreaterThanOrEqual(20);
    expect(unmet).toEqual([]);
  });

  it('never learns from or reads a file outside the corpus, such as a held-out set', () => {
    expect(() => corpusLines('../care-heldout/set-5.txt')).toThrow('not a care corpus file');
    expect(() =>
      corpusLines('set-5.txt', careCorpusDir().replace('care-corpus', 'care-heldout')),
    ).toThrow('not a care corpus file');
    expect(careExamples().some(({ text }) => text === 'everything is too much')).toBe(false);
  });
});
