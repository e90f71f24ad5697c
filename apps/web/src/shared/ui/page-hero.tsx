import type { ReactNode } from 'react';
import { DocumentTitle } from './document-title';

export interface PageHeroProps {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  /** The tab title, when it should differ from the heading. */
  documentTitle?: string;
}

/** The opening band of a content page: a warm glow behind a serif title. */
export function PageHero({ eyebrow, title, intro, actions, documentTitle }: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden border-b border-cream-200 bg-cream-100">
      <DocumentTitle title={documentTitle ?? title} />
      <div
        aria-hidden="true"
        className="absolute -top-32 left-1/2 -z-10 h-80 w-[48rem] -translate-x-1/2 rounded-full bg-gradient-to-r from-gold-300/40 via-ember-300/35 to-rose-300/30 glow"
      />
      <div className="mx-auto max-w-6xl px-5 py-14 sm:px-8 sm:py-20">
        {eyebrow && (
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-ember-700">
            {eyebrow}
          </p>
        )}
        <h1 className="mt-3 max-w-3xl text-4xl font-semibold leading-tight sm:text-5xl">{title}</h1>
        {intro && (
          <div className="mt-5 max-w-2xl whitespace-pre-line text-lg leading-relaxed text-ink-600">
            {intro}
          </div>
        )}
        {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
      </div>
    </section>
  );
}
