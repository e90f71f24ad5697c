import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Gathering } from '@torch/contract';
import { paths } from '../../../shared/config/paths';
import { HighlightCard } from '../../../shared/ui/highlight-card';
import type { IconName } from '../../../shared/ui/icon';
import { gatheringsInWords, useChurch } from '../../church';

/** The first tile is the church's weekly gatherings, by their names, from its settings. */
function connectTiles(
  t: TFunction,
  gatherings: readonly Gathering[],
): { icon: IconName; title: string; text: string; to: string }[] {
  return [
    {
      icon: 'calendar',
      title:
        gatherings.length > 0
          ? gatherings.map((gathering) => gathering.name).join(' & ')
          : t('gatherings', 'Gatherings'),
      text:
        gatherings.length === 1
          ? t('worshipTheWordAndWarmCompanyWhen', 'Worship, the Word and warm company {{when}}.', {
              when: gatheringsInWords(gatherings),
            })
          : gatherings.length > 1
            ? t(
                'worshipTheWordAndWarmCompanyList',
                'Worship, the Word and warm company: {{list}}.',
                {
                  list: gatheringsInWords(gatherings),
                },
              )
            : t('worshipTheWordAndWarmCompany', 'Worship, the Word and warm company.'),
      to: paths.events,
    },
    {
      icon: 'flame',
      title: t('lightCampuses', 'Light Campuses'),
      text: t(
        'smallFellowshipsMeetingOnCampuses',
        'Small fellowships meeting on campuses and in neighbourhoods near you.',
      ),
      to: paths.lightCampuses,
    },
    {
      icon: 'heart',
      title: t('prayerWall', 'Prayer Wall'),
      text: t(
        'shareARequestAndStandWithOthersInPrayer',
        'Share a request and stand with others in prayer.',
      ),
      to: paths.prayer,
    },
    {
      icon: 'gift',
      title: t('wordInvestors', 'Word Investors'),
      text: t(
        'partnerWithTheMissionThroughGenerousGiving',
        'Partner with the mission through generous, cheerful giving.',
      ),
      to: paths.give,
    },
  ];
}

/**
 * Connect With Us (docs/product.md#home): four tiles, with the heading and invitation editable by
 * admins.
 */
export function ConnectSection({ title, subtitle }: { title: string; subtitle: string }) {
  const { t } = useTranslation();
  const { gatherings } = useChurch();
  return (
    <section aria-labelledby="connect-heading" className="bg-cream-50">
      <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 sm:py-20">
        <h2 id="connect-heading" className="text-3xl font-semibold sm:text-4xl">
          {title}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-ink-600">{subtitle}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {connectTiles(t, gatherings).map((tile) => (
            <li key={tile.to}>
              <HighlightCard icon={tile.icon} title={tile.title} to={tile.to}>
                {tile.text}
              </HighlightCard>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
