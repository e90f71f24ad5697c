import { describe, expect, it } from 'vitest';
import { historyForRequest } from './assistant-history';
import { ASSISTANT_GREETING, createAssistantMessage } from './assistant-message';

describe('assistant history', () => {
  it('sends the earlier turns with text, without the greeting, as user and model turns', () => {
    const history = historyForRequest([
      createAssistantMessage('ai', ASSISTANT_GREETING),
      createAssistantMessage('user', 'When do you meet?'),
      createAssistantMessage('ai', 'Every Tuesday at 5:00 PM.'),
      createAssistantMessage('ai', '   '),
    ]);
    expect(history).toEqual([
      { role: 'user', parts: [{ text: 'When do you meet?' }] },
      { role: 'model', parts: [{ text: 'Every Tuesday at 5:00 PM.' }] },
    ]);
  });

  it('keeps only the last 20 turns, each within the 2,000 characters the server accepts', () => {
    const messages = [createAssistantMessage('ai', ASSISTANT_GREETING)];
    for (let turn = 1; turn <= 15; turn += 1) {
      messages.push(createAssistantMessage('user', `Question ${turn}`));
      messages.push(createAssistantMessage('ai', `Answer ${turn} ${'…'.repeat(2500)}`));
    }
    const history = historyForRequest(messages);
    expect(history).toHaveLength(20);
    expect(history[0]).toEqual({ role: 'user', parts: [{ text: 'Question 6' }] });
    expect(Math.max(...history.map((turn) => turn.parts[0]!.text.length))).toBe(2000);
  });
});
