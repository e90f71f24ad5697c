/**
 * Hooks into the assistant of the app under test: how long the knowledge snapshot takes per
 * answer, and from the moment the answer is first pulled (just after the route hands the
 * stream to Fastify) to its first chunk.
 */
import type { TorchApp } from '../../apps/server/src/app';
import type { ChurchKnowledge } from '../../apps/server/src/modules/assistant/knowledge';
import { now } from '../lib/clock';

export function traceAssistant(torch: TorchApp) {
  const assistant = torch.services.assistant;
  const knowledge = (assistant as unknown as { knowledge?: ChurchKnowledge }).knowledge;
  if (typeof knowledge?.snapshot !== 'function')
    throw new Error(
      'AssistantService no longer keeps its knowledge in `knowledge`: update the hook',
    );
  const trace = { snapshot: [] as number[], firstChunk: [] as number[] };
  const snapshot = knowledge.snapshot.bind(knowledge);
  knowledge.snapshot = async () => {
    const start = now();
    const result = await snapshot();
    trace.snapshot.push(now() - start);
    return result;
  };
  const reply = assistant.reply.bind(assistant);
  assistant.reply = async function* (input, signal) {
    const start = now();
    let first = true;
    for await (const chunk of reply(input, signal)) {
      if (first) trace.firstChunk.push(now() - start);
      first = false;
      yield chunk;
    }
  };
  return { trace, knowledge, snapshot };
}

export type AssistantTrace = ReturnType<typeof traceAssistant>;
