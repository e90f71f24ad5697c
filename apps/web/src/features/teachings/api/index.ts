/** The teachings' data: queries and mutations over the routes declared in the contract. */
import { teachingRoutes } from '@torch/contract';
import {
  useBodyMutation,
  useDeleteMutation,
  useRowMutation,
} from '../../../shared/api/route-client';
import { teachingKeys } from './queries';

export * from './queries';

export const useCreateTeachingMutation = () =>
  useBodyMutation(teachingRoutes.create, teachingKeys.all);
export const useUpdateTeachingMutation = () =>
  useRowMutation(teachingRoutes.update, teachingKeys.all);
export const useDeleteTeachingMutation = () =>
  useDeleteMutation(teachingRoutes.remove, teachingKeys.all);
