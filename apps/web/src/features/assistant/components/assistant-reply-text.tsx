import { Link } from 'react-router';
import { replySegments } from '../lib/reply-segments';

/**
 * A message's text as text: line breaks kept, links to the app's own pages clickable, and
 * nothing in it ever read as HTML.
 */
export function AssistantReplyText({ text, onNavigate }: { text: string; onNavigate: () => void }) {
  return replySegments(text).map((segment, index) =>
    segment.kind === 'link' ? (
      <Link
        key={index}
        to={segment.to}
        onClick={onNavigate}
        className="font-semibold text-ember-700 underline decoration-ember-300 decoration-2 underline-offset-2 hover:text-ember-800 hover:decoration-ember-500"
      >
        {segment.label}
      </Link>
    ) : (
      <span key={index}>{segment.text}</span>
    ),
  );
}
