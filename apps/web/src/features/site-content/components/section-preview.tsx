/**
 * How a section of a public page will read, drawn from the form's current values as the page
 * draws it (the same bands, cards and type), small enough to sit beside its fields. It is a
 * picture of the texts above it: hidden from screen readers, which read the fields themselves.
 */
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../shared/ui/icon';
import { useTranslation } from 'react-i18next';

function PreviewFrame({
  children,
  tone = 'white',
}: {
  children: ReactNode;
  tone?: 'white' | 'cream';
}) {
  const { t } = useTranslation();
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-xs font-semibold tracking-[0.2em] text-ink-500 uppercase">
        {t('preview', 'Preview')}
      </figcaption>
      <div
        aria-hidden="true"
        className={`overflow-hidden rounded-2xl border border-ink-100 ${tone === 'cream' ? 'bg-cream-50' : 'bg-white'}`}
      >
        {children}
      </div>
    </figure>
  );
}

/** A page's opening band: eyebrow, serif title, introduction, and its button if it has one. */
export function HeroPreview({
  eyebrow,
  title,
  text,
  action,
}: {
  eyebrow?: string;
  title: string;
  text?: string;
  action?: string;
}) {
  return (
    <PreviewFrame>
      <div className="relative isolate overflow-hidden bg-cream-100 px-5 py-7">
        <div className="absolute -top-16 left-1/2 -z-10 h-40 w-96 -translate-x-1/2 rounded-full bg-gradient-to-r from-gold-300/40 via-ember-300/35 to-rose-300/30 glow" />
        {eyebrow && (
          <p className="text-xs font-semibold tracking-[0.2em] text-ember-700 uppercase">
            {eyebrow}
          </p>
        )}
        <p className="mt-2 font-display text-2xl leading-tight font-semibold text-ink-900">
          {title}
        </p>
        {text && (
          <p className="mt-3 text-sm leading-relaxed whitespace-pre-line text-ink-600">{text}</p>
        )}
        {action && (
          <span className="mt-4 inline-flex rounded-full bg-ember-600 px-4 py-1.5 text-sm font-semibold text-white">
            {action}
          </span>
        )}
      </div>
    </PreviewFrame>
  );
}

/** A titled list of disclosures, each a heading over its text (drawn open, to read them). */
export function DisclosuresPreview({
  title,
  intro,
  items,
}: {
  title: string;
  intro: string;
  items: { title: string; text: string }[];
}) {
  return (
    <PreviewFrame>
      <div className="flex flex-col gap-3 px-5 py-6">
        <p className="font-display text-xl font-semibold text-ink-900">{title}</p>
        <p className="text-sm leading-relaxed text-ink-600">{intro}</p>
        {items.map((item, index) => (
          <div key={index} className="rounded-2xl border border-ink-100 bg-white px-4 py-3">
            <p className="font-semibold text-ink-900">{item.title}</p>
            <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-ink-600">
              {item.text}
            </p>
          </div>
        ))}
      </div>
    </PreviewFrame>
  );
}

/** A titled section of paragraphs. */
export function ProsePreview({ title, paragraphs }: { title: string; paragraphs: string[] }) {
  return (
    <PreviewFrame>
      <div className="flex flex-col gap-3 px-5 py-6">
        <p className="font-display text-xl font-semibold text-ink-900">{title}</p>
        {paragraphs.map((paragraph, index) => (
          <p key={index} className="text-sm leading-relaxed whitespace-pre-line text-ink-600">
            {paragraph}
          </p>
        ))}
      </div>
    </PreviewFrame>
  );
}

/** A titled row of iconned cards. */
export function CardsPreview({
  title,
  cards,
}: {
  title: string;
  cards: { icon: IconName; title: string; text: string }[];
}) {
  return (
    <PreviewFrame tone="cream">
      <div className="flex flex-col gap-3 px-5 py-6">
        <p className="font-display text-xl font-semibold text-ink-900">{title}</p>
        {cards.map((card, index) => (
          <div key={index} className="rounded-2xl border border-ink-100 bg-white p-4 shadow-warm">
            <span className="flex size-8 items-center justify-center rounded-xl bg-ember-100 text-ember-700">
              <Icon name={card.icon} className="size-4" />
            </span>
            <p className="mt-3 font-semibold text-ink-900">{card.title}</p>
            <p className="mt-1 text-sm leading-relaxed text-ink-600">{card.text}</p>
          </div>
        ))}
      </div>
    </PreviewFrame>
  );
}

/** A question and the choices a visitor ticks. */
export function ChoicesPreview({ question, names }: { question: string; names: string[] }) {
  return (
    <PreviewFrame>
      <div className="px-5 py-6">
        <p className="text-sm font-semibold text-ink-800">{question}</p>
        <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {names.map((name, index) => (
            <span key={index} className="inline-flex items-center gap-2 text-sm text-ink-700">
              <span className="size-4 rounded border border-ink-300 bg-white" />
              {name}
            </span>
          ))}
        </div>
      </div>
    </PreviewFrame>
  );
}
