import type { BlogPost } from '@torch/contract';

/** The three counts of the blog screen's header: Total, Published, Drafts. */
export function AdminBlogStats({ posts }: { posts: readonly BlogPost[] }) {
  const published = posts.filter((post) => post.status === 'published').length;
  const figures = [
    { label: 'Total', value: posts.length, tone: 'text-ink-900' },
    { label: 'Published', value: published, tone: 'text-emerald-700' },
    { label: 'Drafts', value: posts.length - published, tone: 'text-amber-700' },
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
