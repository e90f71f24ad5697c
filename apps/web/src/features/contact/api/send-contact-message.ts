/** POST /api/contact-messages: a visitor's message to the church office. */
import { useMutation } from '@tanstack/react-query';
import type { ContactMessage, ContactMessageInput } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export function sendContactMessage(body: ContactMessageInput): Promise<ContactMessage> {
  return apiRequest<ContactMessage>('/api/contact-messages', { method: 'POST', body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
