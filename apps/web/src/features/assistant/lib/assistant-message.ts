/** The assistant's messages (document 1 §3) and the fixed texts the specification gives them. */

export const ASSISTANT_GREETING = "Hello! I'm your AI assistant. How can I help you today?";
export const ASSISTANT_ERROR_TEXT = 'Sorry, I encountered an error. Please try again.';

/** The server refuses a question or a history entry longer than this (POST /api/ai/chat). */
export const ASSISTANT_TEXT_LIMIT = 2000;
/** How many earlier messages go with a question, at most. */
export const ASSISTANT_HISTORY_LIMIT = 20;

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
