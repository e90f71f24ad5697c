import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Icon } from '../../../shared/ui/icon';

function beliefs(t: TFunction): { id: string; title: string; text: string }[] {
  return [
    {
      id: 'scriptures',
      title: t('theScriptures', 'The Scriptures'),
      text: t(
        'beliefScriptures',
        'We believe the Bible is the inspired, trustworthy Word of God, our final authority for faith and life.',
      ),
    },
    {
      id: 'triune-god',
      title: t('theTriuneGod', 'The Triune God'),
      text: t(
        'beliefTriuneGod',
        'We believe in one God, eternally existing as Father, Son and Holy Spirit, equal in power and glory.',
      ),
    },
    {
      id: 'jesus-christ',
      title: t('jesusChrist', 'Jesus Christ'),
      text: t(
        'beliefJesusChrist',
        'We believe Jesus is fully God and fully man, born of a virgin, who lived without sin, died for our sins, rose bodily and will return.',
      ),
    },
    {
      id: 'salvation',
      title: t('salvation', 'Salvation'),
      text: t(
        'beliefSalvation',
        'We believe salvation is a gift of God’s grace, received through faith in Jesus Christ alone, not earned by our works.',
      ),
    },
    {
      id: 'holy-spirit',
      title: t('theHolySpirit', 'The Holy Spirit'),
      text: t(
        'beliefHolySpirit',
        'We believe the Holy Spirit lives in every believer, giving new life, gifts for service and power to live for Christ.',
      ),
    },
  ];
}

/** What we believe, one disclosure per truth, so the page stays short until a reader asks. */
export function BeliefsList() {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-3">
      {beliefs(t).map((belief) => (
        <li key={belief.id}>
          <details className="group rounded-2xl border border-ink-100 bg-white shadow-warm open:ring-2 open:ring-ember-200">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-6 py-4 font-display text-xl font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
              {belief.title}
              <Icon
                name="chevronDown"
                className="size-5 text-ember-700 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="px-6 pb-5 leading-relaxed text-ink-600">{belief.text}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
