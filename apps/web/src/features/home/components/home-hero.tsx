import { paths } from '../../../shared/config/paths';
import { ButtonLink } from '../../../shared/ui/button-link';
import { Icon } from '../../../shared/ui/icon';
import { gatheringLine, useChurch } from '../../church';
import { useTranslation } from 'react-i18next';

export interface HomeHeroProps {
  title: string;
  subtitle: string;
}

/**
 * The welcome: editable title and subtitle over the flame glow, and the two ways in
 * (docs/product.md#home).
 */
export function HomeHero({ title, subtitle }: HomeHeroProps) {
  const { t } = useTranslation();
  const { tagline, gatherings } = useChurch();
  return (
    <section className="relative isolate overflow-hidden bg-ink-900 text-cream-50">
      <div
        aria-hidden="true"
        className="absolute -bottom-56 left-1/2 -z-10 size-[46rem] -translate-x-1/2 rounded-full bg-gradient-to-t from-ember-600/80 via-ember-400/40 to-gold-300/10 glow"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_top,rgba(251,191,36,0.14),transparent_55%)]"
      />
      <div className="mx-auto flex max-w-5xl flex-col items-center px-5 pt-20 pb-24 text-center sm:px-8 sm:pt-28 sm:pb-32">
        <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm font-medium text-gold-300">
          <Icon name="sparkle" className="size-4" />
          {tagline}
        </p>
        <h1 className="mt-8 max-w-4xl text-5xl leading-[1.05] font-semibold text-white sm:text-7xl">
          {title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed whitespace-pre-line text-cream-200 sm:text-xl">
          {subtitle}
        </p>
        <div className="mt-10 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <ButtonLink to={paths.joinUs} size="lg" className="shadow-glow">
            {t('joinOurCommunity', 'Join Our Community')}
          </ButtonLink>
          <ButtonLink to={paths.teachings} size="lg" variant="light">
            <Icon name="play" />
            {t('watchTeachings', 'Watch Teachings')}
          </ButtonLink>
        </div>
        {gatherings.length > 0 && (
          <ul className="mt-10 flex flex-col items-center gap-1.5 text-sm text-cream-200">
            {gatherings.map((gathering) => (
              <li
                key={`${gathering.name} ${gathering.day}`}
                className="inline-flex items-center gap-2"
              >
                <Icon name="calendar" className="size-4 shrink-0 text-gold-300" />
                {gatheringLine(gathering, gatherings.length)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
