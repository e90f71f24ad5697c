/**
 * What goes with a question as `history` (docs/product.md#assistant): the earlier messages that
 * have text, in the server's turn shape. The greeting is left out because it is the same for
 * everybody and says nothing about this conversation.
 */
import {
  ASSISTANT_GREETING,
  ASSISTANT_HISTORY_LIMIT,
  ASSISTANT_TEXT_LIMIT,
  type AssistantMessage,
} from './assistant-message';

export interface AssistantTurn {
  role: 'user' | 'model';
  parts: Array<{ text: string }>;
}

export function historyForRequest(messages: readonly AssistantMessage[]): AssistantTurn[] {
  return (
    messages
      .filter((message, index) => !(index === 0 && message.text === ASSISTANT_GREETING))
      .filter((message) => message.text.trim() !== '')
      .slice(-ASSISTANT_HISTORY_LIMIT)
      // A long answer would make the server refuse every later question; its start is context enough.
      .map((message) => ({
        role: message.sender === 'user' ? 'user' : 'model',
        parts: [{ text: message.text.slice(0, ASSISTANT_TEXT_LIMIT) }],
      }))
  );
}
