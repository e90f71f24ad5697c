/**
 * The assistant's messages (docs/product.md#assistant); the fixed texts and limits come from the
 * contract.
 */
import { assistantLimits, assistantTexts } from '@torch/contract';

export const ASSISTANT_GREETING = assistantTexts.greeting;
export const ASSISTANT_ERROR_TEXT = assistantTexts.error;

/** The server refuses a question or a history entry longer than this (POST /api/ai/chat). */
export const ASSISTANT_TEXT_LIMIT = assistantLimits.maxMessageLength;
/** How many earlier messages go with a question, at most. */
export const ASSISTANT_HISTORY_LIMIT = assistantLimits.maxHistoryMessages;

export interface AssistantMessage {
  id: string;
  text: string;
  sender: 'user' | 'ai';
  timestamp: Date;
  /** True while the reply is still arriving: the bubble shows a cursor. */
  streaming?: boolean;
}

let lastId = 0;

export function createAssistantMessage(
  sender: AssistantMessage['sender'],
  text: string,
  extra: Pick<AssistantMessage, 'streaming'> = {},
): AssistantMessage {
  lastId += 1;
  return { id: `assistant-${lastId}`, text, sender, timestamp: new Date(), ...extra };
}
