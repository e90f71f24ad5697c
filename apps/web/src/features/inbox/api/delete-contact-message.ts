/** DELETE /api/admin/contact-messages/:id */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';
import { updateLoadedMessages } from './inbox-keys';

export function deleteContactMessage(id: string): Promise<void> {
  return apiRequest<void>(`/api/admin/contact-messages/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useDeleteContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContactMessage,
    onSuccess: (_nothing, id) =>
      updateLoadedMessages(queryClient, (messages) =>
        messages.filter((message) => message._id !== id),
      ),
  });
}
