/**
 * POST /api/ai/chat (docs/product.md#assistant): the answer is plain text streamed in chunks, so
 * this call reads the body itself instead of going through the JSON client, handing each decoded
 * chunk on as it arrives. It still talks to the same API base URL with the same bearer token.
 */
import type { assistantRoutes } from '@torch/contract';
import { clientConfig } from '../../../shared/config/client-config';
import { getToken } from '../../../shared/api/token-storage';
import type { AssistantTurn } from '../lib/assistant-history';

/** As declared in the contract (a type-only import: this panel need not carry the schemas). */
const chatRoute: Pick<(typeof assistantRoutes)['chat'], 'method' | 'path'> = {
  method: 'POST',
  path: '/api/ai/chat',
};

export interface AssistantChatRequest {
  history: AssistantTurn[];
  newMessage: string;
}

/** The answer could not be read: refused, no body, or the stream broke off. */
export class AssistantReplyError extends Error {
  override name = 'AssistantReplyError';
}

export async function streamAssistantReply(
  request: AssistantChatRequest,
  { signal, onText }: { signal?: AbortSignal; onText: (chunk: string) => void },
): Promise<void> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'text/plain',
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await fetch(`${clientConfig().apiBaseUrl}${chatRoute.path}`, {
    method: chatRoute.method,
    headers,
    body: JSON.stringify(request),
    signal,
  });

  if (!response.ok) {
    // A refused question is logged with its status and body, then treated
    // like an answer that never came.
    const body = await response.text().catch(() => '');
    console.warn(`[assistant] POST ${chatRoute.path} answered ${response.status}`, body);
    throw new AssistantReplyError(`The assistant answered ${response.status}`);
  }
  if (!response.body) throw new AssistantReplyError('The answer has no body to read');

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      // `stream: true` keeps a character split across two chunks whole.
      const text = decoder.decode(value, { stream: true });
      if (text) onText(text);
    }
  } finally {
    reader.releaseLock();
  }
  const rest = decoder.decode();
  if (rest) onText(rest);
}
