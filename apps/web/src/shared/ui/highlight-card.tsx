import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowCue } from './arrow-cue';
import { Icon, type IconName } from './icon';
import { useTranslation } from 'react-i18next';

export interface HighlightCardProps {
  icon: IconName;
  title: string;
  children: ReactNode;
  /** Makes the whole card a link, with an arrow that nudges on hover. */
  to?: string;
}

/** A short, iconned statement: what a page offers, a value, a way to take part. */
export function HighlightCard({ icon, title, children, to }: HighlightCardProps) {
  const { t } = useTranslation();
  const body = (
    <>
      <span className="flex size-12 items-center justify-center rounded-2xl bg-ember-100 text-ember-700 transition-colors group-hover:bg-ember-600 group-hover:text-white">
        <Icon name={icon} className="size-6" />
      </span>
      <h3 className="mt-5 text-xl font-semibold">{title}</h3>
      <div className="mt-2 leading-relaxed text-ink-600">{children}</div>
      {to && <ArrowCue className="mt-5 text-sm">{t('explore', 'Explore')}</ArrowCue>}
    </>
  );
  const classes =
    'group flex h-full flex-col rounded-3xl border border-ink-100 bg-white p-6 shadow-warm transition-shadow hover:shadow-glow';
  return to ? (
    <Link to={to} className={classes}>
      {body}
    </Link>
  ) : (
    <div className={classes}>{body}</div>
  );
}
