/** The contact form, over the route declared in the contract. */
import { useMutation } from '@tanstack/react-query';
import { contactRoutes, type ContactMessageInput } from '@torch/contract';
import { callRoute } from '../../../shared/api/route-client';

/** A visitor's message to the church office: nothing of theirs is cached to refresh. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactMessageInput) => callRoute(contactRoutes.send, { body }),
  });
}
