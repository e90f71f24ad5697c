import { homeTextDefaults, type ChurchSettings } from '@torch/contract';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { Path } from 'react-hook-form';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Icon } from '../../../shared/ui/icon';
import { useSiteTexts } from '../../site-content';
import { HomeHeadlineField, useHomeHeadline, type HomeHeadline } from '../../site-content/admin';
import { useChurchForm, type ChurchForm } from '../hooks/use-church-form';
import { CareHelplinesStep } from './care-helplines-step';
import { ContactFields } from './contact-fields';
import { GatheringFields } from './gathering-fields';
import { GivingFields } from './giving-fields';
import { IdentityFields } from './identity-fields';
import { LocaleField } from './locale-field';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';

interface Step {
  id: string;
  title: string;
  text: string;
  fields: Path<ChurchSettings>[];
  Fields?: ComponentType<{ form: ChurchForm; full?: boolean }>;
  /** A step outside the church's settings (the home headline), with its own check. */
  own?: { body: ReactNode; check: () => boolean };
  /** The step cannot be left until the church confirms what it shows. */
  confirms?: 'careHelplinesConfirmed';
}

/** The settings screen's locale picker, its preview in the currency the step before chose. */
function LocaleStep({ form }: { form: ChurchForm }) {
  return <LocaleField {...form.bind('locale')} currency={form.values.currency} />;
}

const wizardSteps = (t: TFunction, headline: { step: HomeHeadline; body: ReactNode }): Step[] => [
  {
    id: 'identity',
    title: t('yourChurch', 'Your church'),
    text: t(
      'wizardIdentityText',
      'The name in mails and receipts, the short name in the header, and a line about you.',
    ),
    fields: ['name', 'shortName', 'tagline'],
    Fields: IdentityFields,
  },
  {
    id: 'headline',
    title: t('yourHomePage', 'Your home page'),
    text: t(
      'wizardHeadlineText',
      'The headline visitors read first. It started with Torch Fellowship’s name: check it says yours.',
    ),
    fields: [],
    own: { body: headline.body, check: headline.step.check },
  },
  {
    id: 'contact',
    title: t('howToReachYou', 'How to reach you'),
    text: t('wizardContactText', 'Shown in the footer and on the Contact page.'),
    fields: ['address', 'phone', 'email'],
    Fields: ContactFields,
  },
  {
    id: 'gatherings',
    title: t('whenYouMeet', 'When you meet'),
    text: t(
      'wizardGatheringsText',
      'Your weekly gatherings, shown on the Home, Events and Contact pages.',
    ),
    fields: ['gatherings'],
    Fields: GatheringFields,
  },
  {
    id: 'giving',
    title: t('giving', 'Giving'),
    text: t(
      'wizardGivingText',
      'The currency, the amounts the Give page suggests, and the funds a gift can go to.',
    ),
    fields: ['currency', 'donationPresets', 'funds'],
    Fields: GivingFields,
  },
  {
    id: 'locale',
    title: t('languageAndFormats', 'Language and formats'),
    text: t(
      'wizardLocaleText',
      'The language of every page, and how dates, times and money read: check it is where you are.',
    ),
    fields: ['locale'],
    Fields: LocaleStep,
  },
  {
    id: 'helplines',
    title: t('careHelplines', 'Helplines for someone in need'),
    text: t(
      'wizardHelplinesText',
      "The assistant gives these numbers to a person in danger or in pain. They are Uganda's, each with where it is published: check them, change them for where you are, and confirm.",
    ),
    fields: ['emergencyNumbers', 'helplines', 'careHelplinesConfirmed'],
    Fields: CareHelplinesStep,
    confirms: 'careHelplinesConfirmed',
  },
];

/**
 * The first-run wizard (docs/configuration.md#church-settings): until the church is saved once,
 * the Super-Admin's dashboard walks them through the essentials, one step at a time, starting
 * from Torch Fellowship's values; everything else waits on the Church settings screen.
 */
export function ChurchSetupWizard({
  settings,
  onLater,
}: {
  settings: ChurchSettings;
  onLater: () => void;
}) {
  const { t } = useTranslation();
  const [stepIndex, setStepIndex] = useState(0);
  const homeSubtitle = useSiteTexts('home', homeTextDefaults).heroSubtitle;
  // The headline is saved with the church: the wizard is gone once the church is saved, so the
  // save is started from the church's answer, with the headline as last drawn.
  const saveHeadline = useRef<HomeHeadline['save']>(null);
  const form = useChurchForm(
    settings,
    () =>
      void saveHeadline
        .current?.()
        .catch(() =>
          toast.error(
            t(
              'theHomeHeadlineCouldNotBeSaved',
              'The home headline could not be saved: set it in Site content',
            ),
          ),
        ),
  );
  const headline = useHomeHeadline({ before: settings.name, now: form.values.name });
  useEffect(() => {
    saveHeadline.current = headline.save;
  });
  const steps = wizardSteps(t, {
    step: headline,
    body: <HomeHeadlineField headline={headline} subtitle={homeSubtitle} />,
  });
  const step = steps[stepIndex]!;
  const last = stepIndex === steps.length - 1;
  /** A step that asks for a confirmation names it on its box when it is missing. */
  const confirmed = () => {
    if (!step.confirms || form.values[step.confirms]) return true;
    form.form.setError(step.confirms, {
      type: 'required',
      message: t('confirmHelplinesFirst', 'Check the numbers, then confirm them'),
    });
    return false;
  };
  const next = async () => {
    const valid = step.own ? step.own.check() : await form.form.trigger(step.fields);
    if (valid && confirmed()) setStepIndex(stepIndex + 1);
  };

  return (
    <Card aria-labelledby="church-setup-title" role="region" className="border-ember-200">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-[0.2em] text-ember-700 uppercase">
            <Icon name="sparkle" className="size-4" />
            {t('setUpYourChurch', 'Set up your church')}
          </p>
          <h2 id="church-setup-title" className="mt-2 text-2xl font-semibold">
            {step.title}
          </h2>
          <p className="mt-1 text-ink-600">{step.text}</p>
        </div>
        <p className="text-sm font-semibold text-ink-600" aria-live="polite">
          {t('stepOfSteps', 'Step {{step}} of {{total}}', {
            step: stepIndex + 1,
            total: steps.length,
          })}
        </p>
      </div>
      <ol
        className="mt-5 grid gap-2"
        style={{ gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))` }}
        aria-hidden="true"
      >
        {steps.map((each, index) => (
          <li
            key={each.id}
            className={`h-1.5 rounded-full ${index <= stepIndex ? 'bg-ember-600' : 'bg-ink-100'}`}
          />
        ))}
      </ol>
      <form
        {...form.formProps}
        // Enter in a field goes on to the next step; only the last one saves.
        onSubmit={
          last
            ? (event) => {
                if (confirmed()) form.formProps.onSubmit(event);
                else event.preventDefault();
              }
            : (event) => {
                event.preventDefault();
                void next();
              }
        }
        className="mt-6 flex flex-col gap-5"
      >
        {step.own ? step.own.body : step.Fields && <step.Fields form={form} full={false} />}
        <div className="flex flex-col-reverse gap-3 border-t border-ink-100 pt-5 sm:flex-row sm:justify-between">
          <Button variant="ghost" onClick={onLater}>
            {t('later', 'Later')}
          </Button>
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            {stepIndex > 0 && (
              <Button variant="outline" onClick={() => setStepIndex(stepIndex - 1)}>
                <Icon name="arrowLeft" />
                {t('back', 'Back')}
              </Button>
            )}
            {last ? (
              <Button type="submit" loading={form.submitting}>
                {t('saveAndFinish', 'Save and finish')}
              </Button>
            ) : (
              <Button type="submit">
                {t('next', 'Next')}
                <Icon name="chevronRight" />
              </Button>
            )}
          </div>
        </div>
      </form>
    </Card>
  );
}
