import type { MinistryTeam } from '@torch/contract';
import type { ReactNode } from 'react';
import { paths } from '../../../shared/config/paths';
import { ButtonLink } from '../../../shared/ui/button-link';
import { CoverImage } from '../../../shared/ui/cover-image';
import { IconCover } from '../../../shared/ui/icon-cover';
import { Icon } from '../../../shared/ui/icon';
import { useTranslation } from 'react-i18next';

/** Card entrance stagger on the ministries page (docs/product.md#timings-and-limits). */
export const MINISTRY_CARD_DELAY_MS = 150;

export interface MinistryTeamCardProps {
  team: MinistryTeam;
  index: number;
  /** The way to join them, at the card's foot: a link to Serve, or Apply to Join. */
  children?: ReactNode;
  footerClassName?: string;
}

/** A ministry team: picture, name, leader, what they do, and the way to join them. */
export function MinistryTeamCard({
  team,
  index,
  children,
  footerClassName = 'mt-auto pt-6',
}: MinistryTeamCardProps) {
  const { t } = useTranslation();
  return (
    <article
      style={{ animationDelay: `${index * MINISTRY_CARD_DELAY_MS}ms` }}
      className="flex h-full flex-col overflow-hidden rounded-3xl border border-ink-100 bg-white shadow-warm animate-rise-in"
    >
      <div className="aspect-[16/10] overflow-hidden bg-ink-100">
        {team.imageUrl ? (
          <CoverImage src={team.imageUrl} width={640} height={400} />
        ) : (
          <IconCover tone="flame" icon="users" iconClassName="size-14 text-white/80" />
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-2xl font-semibold">{team.name}</h3>
        <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-ink-600">
          <Icon name="user" className="size-4 text-ember-700" />
          {t('ledByLeaderName', 'Led by {{leaderName}}', { leaderName: team.leaderName })}
        </p>
        <p className="mt-4 leading-relaxed text-ink-600">{team.description}</p>
        <div className={footerClassName}>
          {children ?? (
            <ButtonLink
              to={paths.serve}
              variant="primary"
              aria-label={t('learnMoreServeWithName', 'Learn More & Serve with {{name}}', {
                name: team.name,
              })}
            >
              {t('learnMoreAndServe', 'Learn More & Serve')}
            </ButtonLink>
          )}
        </div>
      </div>
    </article>
  );
}
