/** The church's settings for any component: never missing, the defaults until the server answers. */
import { defaultChurchSettings, type ChurchSettings } from '@torch/contract';
import { useChurchQuery } from '../api/queries';

export function useChurch(): ChurchSettings {
  return useChurchQuery().data ?? defaultChurchSettings;
}
