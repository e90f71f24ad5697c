/** POST /api/events (admin): a new event; every events list refreshes afterwards. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Event, EventInput } from '@torch/contract';
import { apiRequest } from '../../../shared/api/http-client';
import { eventsQueryKey } from './get-events';

export function createEvent(body: EventInput): Promise<Event> {
  return apiRequest<Event>('/api/events', { method: 'POST', body });
}

export function useCreateEventMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
