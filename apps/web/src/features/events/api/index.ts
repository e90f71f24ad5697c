/** The events' data: queries and mutations over the routes declared in the contract. */
import { eventRoutes } from '@torch/contract';
import {
  useBodyMutation,
  useDeleteMutation,
  useRowMutation,
} from '../../../shared/api/route-client';
import { eventKeys } from './queries';

export * from './queries';

export const useCreateEventMutation = () => useBodyMutation(eventRoutes.create, eventKeys.all);
export const useUpdateEventMutation = () => useRowMutation(eventRoutes.update, eventKeys.all);
export const useDeleteEventMutation = () => useDeleteMutation(eventRoutes.remove, eventKeys.all);
