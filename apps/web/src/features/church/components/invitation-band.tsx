import { paths } from '../../../shared/config/paths';
import { ButtonLink } from '../../../shared/ui/button-link';
import { Icon } from '../../../shared/ui/icon';
import { useChurch } from '../hooks/use-church';
import { gatheringLine } from '../lib/gatherings';
import { useTranslation } from 'react-i18next';

/**
 * The standing invitation to the church's weekly gatherings that closes a content page: when
 * each meets, from the settings (docs/configuration.md#church-settings).
 */
export function InvitationBand() {
  const { t } = useTranslation();
  const { gatherings } = useChurch();
  return (
    <section className="bg-cream-50">
      <div className="mx-auto max-w-6xl px-5 py-14 sm:px-8 sm:py-16">
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-ink-900 px-6 py-10 text-cream-50 sm:px-12 sm:py-14">
          <div
            aria-hidden="true"
            className="absolute -right-24 -bottom-32 -z-10 size-96 rounded-full bg-gradient-to-tr from-ember-600/70 via-ember-400/40 to-gold-300/30 glow"
          />
          {gatherings.length > 0 && (
            <ul className="flex flex-col gap-1.5 text-xs font-semibold tracking-[0.14em] text-gold-300 uppercase sm:text-sm sm:tracking-[0.2em]">
              {gatherings.map((gathering) => (
                <li
                  key={`${gathering.name} ${gathering.day}`}
                  className="inline-flex items-center gap-2"
                >
                  <Icon name="calendar" className="size-4 shrink-0" />
                  {gatheringLine(gathering, gatherings.length)}
                </li>
              ))}
            </ul>
          )}
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
