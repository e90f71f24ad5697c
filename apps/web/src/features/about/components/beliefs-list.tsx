import { Icon } from '../../../shared/ui/icon';

/**
 * What we believe, one disclosure per truth, so the page stays short until a reader asks. The
 * truths are the church's words, from Site Content (docs/decisions/044-page-texts-in-site-content.md).
 */
export function BeliefsList({ beliefs }: { beliefs: [title: string, text: string][] }) {
  return (
    <ul className="flex flex-col gap-3">
      {beliefs.map(([title, text], index) => (
        <li key={index}>
          <details className="group rounded-2xl border border-ink-100 bg-white shadow-warm open:ring-2 open:ring-ember-200">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-6 py-4 font-display text-xl font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
              {title}
              <Icon
                name="chevronDown"
                className="size-5 text-ember-700 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="px-6 pb-5 leading-relaxed whitespace-pre-line text-ink-600">{text}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
