/** The chat's writes (docs/product.md#chat-api): send, mark read, react. */
import type { ChatMessage, ChatType, SendMessageInput } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export interface OutgoingMessage {
  clientId: string;
  roomId: string;
  chatType: ChatType;
  recipientId: string | null;
  content: string;
  isImage: boolean;
  replyTo: { messageId: string; content: string; authorName: string } | null;
}

export function sendMessage(message: OutgoingMessage): Promise<ChatMessage> {
  const body: SendMessageInput = {
    content: message.content,
    chatType: message.chatType,
    recipientId: message.recipientId,
    isImage: message.isImage,
    replyTo: message.replyTo,
    clientId: message.clientId,
  };
  return apiRequest<ChatMessage>('/api/messages', { method: 'POST', body });
}

export function markMessageRead(messageId: string): Promise<ChatMessage> {
  return apiRequest<ChatMessage>(`/api/messages/${messageId}/read`, { method: 'PUT' });
}

export function reactToMessage(messageId: string, emoji: string): Promise<ChatMessage> {
  return apiRequest<ChatMessage>(`/api/messages/${messageId}/react`, {
    method: 'POST',
    body: { emoji },
  });
}
