/** One interface for every AI service the assistant can use (`AI_PROVIDER`). */
import type { AssistantHistoryMessage } from '@torch/contract';
import type { Fact, KnowledgeSnapshot } from '../knowledge';

export interface AssistantQuestion {
  question: string;
  history: AssistantHistoryMessage[];
  knowledge: KnowledgeSnapshot;
  /** The facts BM25 ranked highest for this question, best first. */
  relevant: Fact[];
  /** Police and ambulance numbers, for a model that meets a danger the recogniser missed. */
  emergencyNumbers: readonly string[];
}

export interface AssistantProvider {
  readonly name: 'builtin' | 'gemini' | 'openai';
  /** The answer as text chunks, in order; stops when `signal` aborts. */
  stream(question: AssistantQuestion, signal: AbortSignal): AsyncIterable<string>;
}

/** A vendor answered with an error status, or its stream broke. */
export class AssistantProviderError extends Error {}

/** The start of an error body, for the log: enough to see why, never a whole page. */
export async function safeText(response: Response): Promise<string> {
  try {
    return (await response.text()).slice(0, 300);
  } catch {
    return '';
  }
}
