/**
 * The home page's headline as the first-run wizard sets it (docs/configuration.md#church-settings):
 * it starts from the headline shown now, with the church's new name in place of the old one,
 * is checked by the contract's rules for a page text, and is saved with the church.
 */
import { homeTextDefaults, siteContentInputSchema } from '@torch/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveSiteContentMutation } from '../api';
import { useSiteTexts } from './use-site-texts';

export function useHomeHeadline(names: { before: string; now: string }) {
  const { t } = useTranslation();
  const shown = useSiteTexts('home', homeTextDefaults).heroTitle;
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const save = useSaveSiteContentMutation();
  const suggested = names.before && names.now ? shown.replaceAll(names.before, names.now) : shown;
  const value = typed ?? suggested;

  /** True when the headline may be saved; otherwise its message is shown on the field. */
  const check = (): boolean => {
    const checked = siteContentInputSchema.safeParse({
      page: 'home',
      elements: { heroTitle: value },
    });
    const message = !value.trim()
      ? t('writeAHeadline', 'Write the headline visitors read first')
      : checked.success
        ? undefined
        : checked.error.issues[0]?.message;
    setError(message);
    return !message;
  };

  return {
    value,
    error,
    setValue: (next: string) => {
      setTyped(next);
      setError(undefined);
    },
    check,
    /** Saves the headline when it differs from the one the page shows now. */
    save: async () => {
      if (value.trim() !== shown) {
        await save.mutateAsync({ page: 'home', elements: { heroTitle: value } });
      }
    },
  };
}

export type HomeHeadline = ReturnType<typeof useHomeHeadline>;
