import { Link } from 'react-router';
import { replySegments } from '../lib/reply-segments';
import { useTranslation } from 'react-i18next';

const LINK_CLASSES =
  'font-semibold text-ember-700 underline decoration-ember-300 decoration-2 underline-offset-2 hover:text-ember-800 hover:decoration-ember-500';

/**
 * A message's text as text: line breaks kept, links to the app's own pages clickable, phone
 * numbers one tap from a call, and nothing in it ever read as HTML.
 */
export function AssistantReplyText({ text, onNavigate }: { text: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  return replySegments(text).map((segment, index) => {
    if (segment.kind === 'link')
      return (
        <Link key={index} to={segment.to} onClick={onNavigate} className={LINK_CLASSES}>
          {segment.label}
        </Link>
      );
    if (segment.kind === 'call')
      return (
        <a
          key={index}
          href={`tel:${segment.number}`}
          aria-label={t('callLabel', 'Call {{label}}', { label: segment.label })}
          className={`${LINK_CLASSES} whitespace-nowrap`}
        >
          {segment.label}
        </a>
      );
    return <span key={index}>{segment.text}</span>;
  });
}
