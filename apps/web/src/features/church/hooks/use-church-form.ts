/**
 * The church settings form, shared by the settings screen and the first-run wizard: the one
 * form hook on the contract's schema (docs/decisions/024-one-web-shape.md), saved with PUT
 * /api/church and the usual toasts.
 */
import {
  churchSettingsSchema,
  type ChurchSettings,
  type ChurchSettingsRead,
} from '@torch/contract';
import type { TFunction } from 'i18next';
import type { Path, PathValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { useSaveChurchMutation } from '../api';

export const churchToasts = (t: TFunction) => ({
  success: t('churchSettingsSavedSuccessfully', 'Church settings saved successfully!'),
  failure: t('errorSavingChurchSettings', 'Error saving church settings'),
  fallback: t('somethingWentWrong', 'Something went wrong'),
});

/** The settings the form edits: what the server answered, without its `configured` flag. */
export function editableSettings({ configured: _configured, ...settings }: ChurchSettingsRead) {
  return settings;
}

/** `onSaved` hears the settings as the server kept them, once it has accepted them. */
export function useChurchForm(initial: ChurchSettings, onSaved?: (saved: ChurchSettings) => void) {
  const { t } = useTranslation();
  const save = useSaveChurchMutation();
  const form = useContractForm({
    schema: churchSettingsSchema,
    defaultValues: initial,
    submit: async (input) => {
      const saved = await save.mutateAsync(input);
      onSaved?.(saved);
      return saved;
    },
    toasts: churchToasts(t),
  });
  /**
   * A controlled field (list items, the colour): its value, its setter and its message, under
   * the contract's own path, so a message from the form's check or the server lands on it.
   */
  const bind = <N extends Path<ChurchSettings>>(name: N) => ({
    id: `${form.id}-${name}`,
    value: form.form.getValues(name),
    onChange: (value: PathValue<ChurchSettings, N>) => form.setValue(name, value),
    error: form.errorOf(name),
  });
  return { ...form, bind };
}

export type ChurchForm = ReturnType<typeof useChurchForm>;
