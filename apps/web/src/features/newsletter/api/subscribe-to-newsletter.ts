/** POST /api/newsletter: adds an address to the newsletter (a repeat gets the same answer). */
import { useMutation } from '@tanstack/react-query';
import type { NewsletterInput } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';

export function subscribeToNewsletter(body: NewsletterInput): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/newsletter', { method: 'POST', body });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
