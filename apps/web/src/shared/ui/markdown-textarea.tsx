import { useTranslation } from 'react-i18next';
import { Textarea, type TextareaProps } from './textarea';

/** A body written in Markdown (a blog post, a newsletter): tall, monospace, the syntax under it. */
export function MarkdownTextarea(props: Omit<TextareaProps, 'hint' | 'rows' | 'className'>) {
  const { t } = useTranslation();
  return (
    <Textarea
      rows={14}
      className="font-mono text-sm"
      hint={t(
        'markdownHint',
        'Markdown: ## heading, **bold**, *italic*, - list, > quote, [link](https://…)',
      )}
      {...props}
    />
  );
}
