/** PUT /api/events/{id} (admin): changes an event; every events list refreshes afterwards. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Event, EventInput } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { eventsQueryKey } from './get-events';

export function updateEvent({ id, body }: { id: string; body: EventInput }): Promise<Event> {
  return apiRequest<Event>(`/api/events/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdateEventMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
