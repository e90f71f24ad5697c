/** DELETE /api/admin/contact-messages/:id */
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ContactMessagePage } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { inboxKeys } from './inbox-keys';

export function deleteContactMessage(id: string): Promise<void> {
  return apiRequest<void>(`/api/admin/contact-messages/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useDeleteContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContactMessage,
    onSuccess: (_nothing, id) => {
      queryClient.setQueriesData<InfiniteData<ContactMessagePage>>(
        { queryKey: inboxKeys.messages },
        (old) =>
          old && {
            ...old,
            pages: old.pages.map((page) => ({
              ...page,
              messages: page.messages.filter((message) => message._id !== id),
            })),
          },
      );
      void queryClient.invalidateQueries({ queryKey: inboxKeys.summary });
    },
  });
}
