import type { BlogPost } from '@torch/contract';
import { useTranslation } from 'react-i18next';

export interface BlogTotals {
  total: number;
  published: number;
  drafts: number;
}

/**
 * The three counts of the blog screen's header: Total, Published, Drafts. The server's counts
 * (`totals`) once they came, since a paged list holds only what was loaded; until then the
 * loaded posts' own.
 */
export function AdminBlogStats({
  posts,
  totals,
}: {
  posts: readonly BlogPost[];
  totals: BlogTotals | undefined;
}) {
  const { t } = useTranslation();
  const published = posts.filter((post) => post.status === 'published').length;
  const counts = totals ?? {
    total: posts.length,
    published,
    drafts: posts.length - published,
  };
  const figures = [
    { label: t('total', 'Total'), value: counts.total, tone: 'text-ink-900' },
    { label: t('published', 'Published'), value: counts.published, tone: 'text-emerald-700' },
    { label: t('drafts', 'Drafts'), value: counts.drafts, tone: 'text-amber-700' },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3 sm:gap-4">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="rounded-3xl border border-ink-100 bg-white px-4 py-4 text-center shadow-warm sm:px-6 sm:text-left"
        >
          <dt className="text-sm font-medium text-ink-600">{figure.label}</dt>
          <dd className={`mt-1 font-display text-3xl font-semibold ${figure.tone}`}>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
