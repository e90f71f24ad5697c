import { Link } from 'react-router';
import { useAuth } from '../../auth';
import { paths } from '../../../shared/config/paths';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { Icon } from '../../../shared/ui/icon';

/** The chat screen's frame (specification §2.14); it has its own header, not the site's. */
export function ChatPage() {
  const { user } = useAuth();
  return (
    <div className="flex min-h-dvh flex-col bg-ink-900 text-cream-50">
      <DocumentTitle title="Chat" />
      <header className="flex items-center gap-3 border-b border-white/10 px-4 py-3">
        <Link
          to={paths.home}
          aria-label="Back to home"
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10"
        >
          <Icon name="arrowLeft" />
        </Link>
        <h1 className="font-sans text-lg font-semibold text-white">Community Chat</h1>
      </header>
      <div className="flex flex-1 flex-col items-center justify-center px-6 text-center">
        <span className="flame-bg flex size-16 items-center justify-center rounded-2xl text-white">
          <Icon name="chat" className="size-8" />
        </span>
        <p className="mt-6 max-w-md text-lg text-cream-200">
          Welcome{user ? `, ${user.fullName.split(' ')[0] ?? ''}` : ''}. This is where the Torch
          family talks, prays and encourages one another, together and one to one.
        </p>
      </div>
    </div>
  );
}
