/**
 * When the assistant knows, and when it should say it does not: two sets of questions about
 * the demo church (`question-sets/`), one the church's facts answer (with the text the answer
 * must hold) and one they do not ("is there parking?", "does the worship team get paid?"). The
 * rates are printed; the threshold in answerability.ts was chosen on them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoChurch } from '../../../test/demo-church';
import type { TestServer } from '../../../test/test-server';
import { defaultChurchSettings } from '@torch/contract';
import { notKnown } from './providers/builtin';

const NOT_KNOWN = notKnown(defaultChurchSettings);

function questions(file: string): string[] {
  return readFileSync(path.join(import.meta.dirname, 'question-sets', file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

let server: TestServer;
beforeAll(async () => {
  server = await createDemoChurch();
});
afterAll(() => server.close());

const ask = async (newMessage: string) =>
  (
    await server.app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      payload: { history: [], newMessage },
    })
  ).body;

describe('knowing what the church’s facts can answer', () => {
  it('answers at least 85 % of answerable questions with the fact they ask for', async () => {
    const asked = questions('answerable.txt').map((line) => line.split(' => ') as [string, string]);
    const wrong: string[] = [];
    let declined = 0;
    for (const [question, expected] of asked) {
      const answer = await ask(question);
      if (answer === NOT_KNOWN) declined += 1;
      if (!answer.includes(expected)) wrong.push(`${question} → ${answer.slice(0, 80)}…`);
    }
    console.info(
      `answerable: ${asked.length - wrong.length} of ${asked.length} answered right, ` +
        `${declined} declined; wrong:\n  ${wrong.join('\n  ')}`,
    );
    expect(asked.length).toBeGreaterThanOrEqual(50);
    expect(declined / asked.length).toBeLessThanOrEqual(0.05);
    expect(wrong.length / asked.length).toBeLessThanOrEqual(0.15);
  }, 60_000);

  it('says it does not know, and where to ask, for at least 75 % of the rest', async () => {
    const asked = questions('unanswerable.txt');
    const guessed: string[] = [];
    for (const question of asked) {
      const answer = await ask(question);
      if (answer !== NOT_KNOWN) guessed.push(`${question} → ${answer.slice(0, 60)}…`);
    }
    console.info(
      `unanswerable: ${asked.length - guessed.length} of ${asked.length} declined; ` +
        `answered anyway:\n  ${guessed.join('\n  ')}`,
    );
    expect(asked.length).toBeGreaterThanOrEqual(50);
    expect(guessed.length / asked.length).toBeLessThanOrEqual(0.25);
    expect(NOT_KNOWN).toContain('[Contact page](#/contact)');
  }, 60_000);
});
