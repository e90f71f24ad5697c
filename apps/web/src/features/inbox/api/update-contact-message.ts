/** PUT /api/admin/contact-messages/:id: mark a message read or unread. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { updateLoadedMessages } from './inbox-keys';

export function setContactMessageRead(id: string, read: boolean): Promise<ContactMessage> {
  return apiRequest<ContactMessage>(`/api/admin/contact-messages/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { read },
  });
}

export function useSetContactMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) => setContactMessageRead(id, read),
    // The message is changed where it stands rather than the lists refetched: a message opened
    // under "Unread" stays in view while it is being read, and moves on the next visit.
    onSuccess: (updated) =>
      updateLoadedMessages(queryClient, (messages) =>
        messages.map((message) => (message._id === updated._id ? updated : message)),
      ),
  });
}
