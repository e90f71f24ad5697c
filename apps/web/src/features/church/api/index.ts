/**
 * The church feature's data (docs/configuration.md#church-settings): the reads every page uses,
 * and the Super-Admin's save, which puts the saved settings in the cache at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { churchRoutes, type ChurchSettings, type ChurchSettingsRead } from '@torch/contract';
import { callRoute } from '../../../shared/api/route-client';
import { churchKeys } from './queries';

export { churchKeys, churchQueryOptions, useChurchQuery } from './queries';

export function useSaveChurchMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChurchSettings) => callRoute(churchRoutes.save, { body }),
    onSuccess: (saved) =>
      queryClient.setQueryData<ChurchSettingsRead>(churchKeys.settings, {
        ...saved,
        configured: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: churchKeys.settings }),
  });
}
