import type { ChurchSettings } from '@torch/contract';
import { useRef, useState } from 'react';
import { RenameInPageTexts, type NameChange } from '../../site-content/admin';
import { Button } from '../../../shared/ui/button';
import { useChurchForm } from '../hooks/use-church-form';
import { CareFields } from './care-fields';
import { ContactFields } from './contact-fields';
import { GatheringFields } from './gathering-fields';
import { GivingFields } from './giving-fields';
import { IdentityFields } from './identity-fields';
import { LocaleField } from './locale-field';
import { SettingsSection } from './settings-section';
import { useTranslation } from 'react-i18next';

/** Every church setting, grouped as docs/configuration.md#church-settings lists them. */
export function ChurchSettingsForm({ settings }: { settings: ChurchSettings }) {
  const { t } = useTranslation();
  // The names as last saved: a save that changes one offers to write it in the page texts.
  const savedNames = useRef({ name: settings.name, shortName: settings.shortName });
  const [renames, setRenames] = useState<NameChange[] | null>(null);
  const form = useChurchForm(settings, ({ name, shortName }) => {
    const before = savedNames.current;
    savedNames.current = { name, shortName };
    if (name !== before.name || shortName !== before.shortName) {
      setRenames([
        { from: before.name, to: name },
        { from: before.shortName, to: shortName },
      ]);
    }
  });
  return (
    <form {...form.formProps} className="flex flex-col gap-6">
      {renames && <RenameInPageTexts renames={renames} onClose={() => setRenames(null)} />}
      <SettingsSection
        id="church-identity"
        title={t('identity', 'Identity')}
        summary={t(
          'theNamesLineAndColourEveryPageShows',
          'The names, line and colour every page shows.',
        )}
      >
        <IdentityFields form={form} />
      </SettingsSection>
      <SettingsSection
        id="church-contact"
        title={t('contact', 'Contact')}
        summary={t('inTheFooterAndOnTheContactPage', 'In the footer and on the Contact page.')}
      >
        <ContactFields form={form} />
      </SettingsSection>
      <SettingsSection
        id="church-gatherings"
        title={t('gatherings', 'Gatherings')}
        summary={t(
          'theWeeklyGatheringsOnTheHomeEventsAndContactPages',
          'The weekly gatherings on the Home, Events and Contact pages.',
        )}
      >
        <GatheringFields form={form} />
      </SettingsSection>
      <SettingsSection
        id="church-locale"
        title={t('languageAndFormats', 'Language and formats')}
        summary={t(
          'theLanguageOfEveryPageAndHowDatesAndMoneyRead',
          'The language of every page, and how dates, times and money read.',
        )}
      >
        <LocaleField {...form.bind('locale')} currency={form.form.getValues('currency')} />
      </SettingsSection>
      <SettingsSection
        id="church-giving"
        title={t('giving', 'Giving')}
        summary={t(
          'theAmountsAndFundsTheGivePageOffers',
          'The amounts and funds the Give page offers.',
        )}
      >
        <GivingFields form={form} />
      </SettingsSection>
      <SettingsSection
        id="church-care"
        title={t('careNumbers', 'Care numbers')}
        summary={t(
          'whomTheAssistantTellsSomeoneInDangerToCall',
          'Whom the assistant tells someone in danger to call.',
        )}
      >
        <CareFields form={form} />
      </SettingsSection>
      <div className="sticky bottom-0 z-10 -mx-5 flex justify-end border-t border-ink-100 bg-white/95 px-5 py-4 backdrop-blur sm:static sm:mx-0 sm:rounded-3xl sm:border sm:px-6">
        <Button type="submit" loading={form.submitting} className="w-full sm:w-auto">
          {t('saveSettings', 'Save Settings')}
        </Button>
      </div>
    </form>
  );
}
