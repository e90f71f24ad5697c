import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../shared/ui/badge';
import { Icon, type IconName } from '../../../shared/ui/icon';
import type { FigureSource } from '../lib/figure-source';
import { useTranslation } from 'react-i18next';

/** A dashboard card: a title, its figures, where they came from, and where a click goes. */
export function DashboardCard({
  title,
  icon,
  to,
  source,
  children,
}: {
  title: string;
  icon: IconName;
  /** Clicking the card opens this screen. */
  to?: string;
  source: FigureSource;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const body = (
    <>
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-ember-100 text-ember-700">
          <Icon name={icon} className="size-5" />
        </span>
        <h3 className="min-w-0 font-sans text-base font-semibold text-ink-900">{title}</h3>
        {source !== 'live' && (
          // The title gives way first: the badge is one short phrase and must read as one.
          <Badge tone="gold" className="ml-auto shrink-0 whitespace-nowrap">
            {source === 'demo' ? t('demoModeBadge', 'Demo Mode') : t('cachedBadge', 'Cached')}
          </Badge>
        )}
      </div>
      <div className="mt-4">{children}</div>
    </>
  );
  const frame = 'block h-full rounded-3xl border border-ink-100 bg-white p-5 shadow-warm';
  return to ? (
    <Link to={to} className={`${frame} transition-shadow hover:shadow-glow`}>
      {body}
    </Link>
  ) : (
    <div className={frame}>{body}</div>
  );
}
