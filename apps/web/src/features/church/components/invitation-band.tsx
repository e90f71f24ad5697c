import { paths } from '../config/paths';
import { ButtonLink } from './button-link';
import { Icon } from './icon';
import { useTranslation } from 'react-i18next';

/** The standing invitation to Tuesday fellowship that closes a content page. */
export function InvitationBand() {
  const { t } = useTranslation();
  return (
    <section className="bg-cream-50">
      <div className="mx-auto max-w-6xl px-5 py-14 sm:px-8 sm:py-16">
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-ink-900 px-6 py-10 text-cream-50 sm:px-12 sm:py-14">
          <div
            aria-hidden="true"
            className="absolute -right-24 -bottom-32 -z-10 size-96 rounded-full bg-gradient-to-tr from-ember-600/70 via-ember-400/40 to-gold-300/30 glow"
          />
          <p className="inline-flex items-center gap-2 text-xs font-semibold tracking-[0.14em] text-gold-300 uppercase sm:text-sm sm:tracking-[0.2em]">
            <Icon name="calendar" className="size-4" />
            {t('everyTuesdayFellowshipHours', 'Every Tuesday · 5:00 PM – 8:00 PM')}
          </p>
          <h2 className="mt-4 max-w-xl text-3xl font-semibold text-white sm:text-4xl">
            {t('thereIsASeatSavedForYou', 'There is a seat saved for you')}
          </h2>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-cream-200">
            {t(
              'worshipTheWordAndFriendsWhoWillPrayWithYouComeAsYouAreAndBringSomeoneAlong',
              'Worship, the Word and friends who will pray with you. Come as you are, and bring someone along.',
            )}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={paths.contact} size="lg">
              {t('planYourVisit', 'Plan Your Visit')}
            </ButtonLink>
            <ButtonLink to={paths.joinUs} size="lg" variant="light">
              {t('waysToJoinUs', 'Ways to Join Us')}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
