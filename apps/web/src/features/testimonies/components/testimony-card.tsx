import type { Testimony } from '@torch/contract';
import { Avatar } from '../../../shared/ui/avatar';
import { mediumDate } from '../../../shared/lib/format-date';

/** An approved story, as a quotation with its author. */
export function TestimonyCard({ testimony }: { testimony: Testimony }) {
  return (
    <article className="flex h-full flex-col rounded-3xl border border-ink-100 bg-white p-6 shadow-warm">
      <h3 className="text-xl font-semibold">{testimony.title}</h3>
      <blockquote className="mt-3 flex-1 leading-relaxed wrap-anywhere whitespace-pre-line text-ink-700">
        {testimony.story_text}
      </blockquote>
      <footer className="mt-5 flex items-center gap-3 border-t border-ink-100 pt-4">
        <Avatar name={testimony.name} size="sm" />
        <div className="text-sm">
          <p className="font-semibold text-ink-900">{testimony.name}</p>
          <time dateTime={testimony.created_at} className="text-ink-500">
            {mediumDate(new Date(testimony.created_at))}
          </time>
        </div>
      </footer>
    </article>
  );
}
