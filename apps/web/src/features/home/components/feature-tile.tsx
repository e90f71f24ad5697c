import type { ReactNode } from 'react';
import { ArrowCue } from '../../../shared/ui/arrow-cue';
import { CardLink } from '../../../shared/ui/card-link';
import { Icon, type IconName } from '../../../shared/ui/icon';

export interface FeatureTileProps {
  eyebrow: string;
  icon: IconName;
  media: ReactNode;
  title: string;
  meta?: ReactNode;
  text?: string;
  to: string;
  linkLabel: string;
}

/** One of the three Featured Content cards: picture, kind, title, a line or two, one link. */
export function FeatureTile({
  eyebrow,
  icon,
  media,
  title,
  meta,
  text,
  to,
  linkLabel,
}: FeatureTileProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-ink-100 bg-white shadow-warm transition-shadow hover:shadow-glow">
      <div className="relative aspect-video overflow-hidden bg-ink-900">{media}</div>
      <div className="flex flex-1 flex-col p-6">
        <p className="inline-flex items-center gap-2 text-xs font-semibold tracking-[0.18em] text-ember-700 uppercase">
          <Icon name={icon} className="size-4" />
          {eyebrow}
        </p>
        <h3 className="mt-3 text-xl font-semibold">
          <CardLink to={to}>{title}</CardLink>
        </h3>
        {meta && <div className="mt-2 text-sm text-ink-600">{meta}</div>}
        {text && <p className="mt-3 leading-relaxed text-ink-600">{text}</p>}
        <ArrowCue className="mt-auto pt-5 text-sm">{linkLabel}</ArrowCue>
      </div>
    </article>
  );
}
