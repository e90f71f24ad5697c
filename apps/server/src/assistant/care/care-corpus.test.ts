/**
 * The recogniser against its corpus (`corpus/`): crisis messages in eight families, distress
 * that is not a crisis, and ordinary church questions full of tempting words ("Jesus died for
 * us", "kill time before service"), one per line as people type them; conversations are
 * earlier messages and the newest one joined by " || ". The rates are printed, and held to:
 * recall at least 98 %, false positives at most 2 %.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CRISIS_FAMILIES } from './crisis-patterns';
import { recogniseCareNeed, type CareNeed } from './recognise';

const corpusDir = path.join(import.meta.dirname, 'corpus');

function messages(file: string): string[] {
  return readFileSync(path.join(corpusDir, file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** A line of a conversation file: the earlier messages, then the newest one. */
function recogniseConversation(line: string): CareNeed | undefined {
  const turns = line.split(' || ');
  const newest = turns.pop()!;
  return recogniseCareNeed(
    newest,
    turns.map((text) => ({ role: 'user' as const, parts: [{ text }] })),
  );
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

function report(label: string, misses: string[], total: number) {
  console.info(
    `${label}: ${percent(total - misses.length, total)} of ${total}` +
      (misses.length > 0 ? `; not recognised:\n  ${misses.join('\n  ')}` : ''),
  );
}

const ordinary = messages('ordinary.txt');
const ordinaryConversations = messages('ordinary-in-context.txt');

describe('recognising a person in crisis', () => {
  it('has a family file for every crisis family, and only those', () => {
    const files = readdirSync(corpusDir).filter(
      (file) => file.startsWith('crisis-') && file !== 'crisis-in-context.txt',
    );
    expect(files.sort()).toEqual(CRISIS_FAMILIES.map((family) => `crisis-${family}.txt`).sort());
  });

  it('recognises at least 98 % of crisis messages, and at least 90 % in each family', () => {
    let total = 0;
    const missed: string[] = [];
    for (const family of CRISIS_FAMILIES) {
      const lines = messages(`crisis-${family}.txt`);
      const misses = lines.filter((line) => recogniseCareNeed(line)?.kind !== 'crisis');
      report(`crisis, ${family}`, misses, lines.length);
      expect(lines.length).toBeGreaterThanOrEqual(30);
      expect(misses.length / lines.length).toBeLessThanOrEqual(0.1);
      total += lines.length;
      missed.push(...misses);
    }
    const conversations = messages('crisis-in-context.txt');
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
    const flagged = [
      ...ordinary.filter((line) => recogniseCareNeed(line)?.kind === 'crisis'),
      ...ordinaryConversations.filter((line) => recogniseConversation(line)?.kind === 'crisis'),
    ];
    const total = ordinary.length + ordinaryConversations.length;
    console.info(
      `ordinary questions taken for a crisis: ${percent(flagged.length, total)} of ${total}`,
      flagged,
    );
    expect(ordinary.length).toBeGreaterThanOrEqual(200);
    expect(flagged.length / total).toBeLessThanOrEqual(0.02);
  });
});

describe('recognising distress that is not a crisis', () => {
  const distress = messages('distress.txt');

  it('meets at least 98 % of distress with care, and rarely with the emergency reply', () => {
    const needs = distress.map((line) => recogniseCareNeed(line));
    const unmet = distress.filter((_line, index) => needs[index] === undefined);
    const asCrisis = distress.filter((_line, index) => needs[index]?.kind === 'crisis');
    report('distress met with care', unmet, distress.length);
    console.info(`distress given the crisis reply: ${asCrisis.length}`, asCrisis);
    expect(distress.length).toBeGreaterThanOrEqual(100);
    expect(unmet.length / distress.length).toBeLessThanOrEqual(0.02);
    expect(asCrisis.length / distress.length).toBeLessThanOrEqual(0.05);
  });

  it('takes at most 2 % of ordinary questions for distress', () => {
    const flagged = ordinary.filter((line) => recogniseCareNeed(line)?.kind === 'distress');
    console.info(
      `ordinary questions taken for distress: ${percent(flagged.length, ordinary.length)} of ${ordinary.length}`,
      flagged,
    );
    expect(flagged.length / ordinary.length).toBeLessThanOrEqual(0.02);
  });
});
