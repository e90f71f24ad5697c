import { useMemo } from 'react';
import { renderMarkdown } from '../lib/render-markdown';
import { ArticleBody } from './article-body';

/** Markdown being written, rendered as readers will see it: the admin's live preview. */
export function PostBody({ content }: { content: string }) {
  const html = useMemo(() => renderMarkdown(content), [content]);
  return <ArticleBody html={html} />;
}
