/**
 * What a vendor model is told: who it speaks for, the rules that keep it to the church's facts,
 * and the facts themselves (the standing ones, the next events, and what BM25 found).
 */
import { church } from '@torch/contract';
import type { AssistantQuestion } from './providers/provider';

export function systemPrompt({ knowledge, relevant }: AssistantQuestion): string {
  const facts = new Map<string, string>();
  const add = (fact: { statement: string; link: string }) =>
    facts.set(fact.statement, `- ${fact.statement} (page: ${fact.link})`);
  knowledge.facts.filter((fact) => fact.kind === 'service' || fact.kind === 'contact').forEach(add);
  knowledge.upcoming.slice(0, 3).forEach(add);
  relevant.forEach(add);
  return [
    `You are the friendly website assistant of ${church.name}, a church fellowship in Kampala, Uganda.`,
    `Today is ${knowledge.todayText}.`,
    'Answer only from the facts below. If they do not answer the question, say that you do not know',
    `and suggest contacting the church office (${church.email}, ${church.phone}).`,
    'Never invent dates, times, names, places or amounts. Keep answers short and warm (at most',
    '120 words). When you mention a page, link it in markdown with its page route, for example',
    '[Events](#/events). Do not use any other links.',
    '',
    'Facts:',
    ...facts.values(),
  ].join('\n');
}
