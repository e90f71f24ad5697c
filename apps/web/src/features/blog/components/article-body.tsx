/**
 * A post's body, in the site's reading type. `html` must be safe already: the server's
 * rendering of a post (GET /api/blog/{slug}), or renderMarkdown's in the admin's preview.
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      className={[
        'text-lg leading-relaxed wrap-anywhere text-ink-700',
        '[&_p]:mt-5 [&>*:first-child]:mt-0',
        '[&_h2]:mt-12 [&_h2]:text-3xl [&_h2]:font-semibold [&_h3]:mt-8 [&_h3]:text-2xl [&_h3]:font-semibold [&_h4]:mt-6 [&_h4]:text-xl',
        '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1 [&_li::marker]:text-ember-600',
        '[&_blockquote]:mt-8 [&_blockquote]:rounded-r-2xl [&_blockquote]:border-l-4 [&_blockquote]:border-ember-500 [&_blockquote]:bg-cream-100 [&_blockquote]:px-6 [&_blockquote]:py-4 [&_blockquote]:font-display [&_blockquote]:text-xl [&_blockquote]:text-ink-800 [&_blockquote]:italic [&_blockquote_p]:mt-0',
        '[&_a]:font-semibold [&_a]:text-ember-700 [&_a]:underline [&_a]:underline-offset-4',
        '[&_strong]:font-semibold [&_strong]:text-ink-900 [&_code]:rounded [&_code]:bg-ink-50 [&_code]:px-1.5 [&_code]:text-base',
        '[&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-2xl [&_pre]:bg-ink-900 [&_pre]:p-5 [&_pre]:text-cream-50',
        '[&_img]:mt-6 [&_img]:rounded-2xl [&_hr]:my-10 [&_hr]:border-ink-100',
      ].join(' ')}
      data-post-part="body"
      // Safe: sanitized by DOMPurify with the rules of @torch/contract/markdown.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
