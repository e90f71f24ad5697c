import { cn } from '../lib/cn';
import { Icon } from './icon';
import { useTranslation } from 'react-i18next';

export interface VideoUnavailableProps {
  /** The video's own page on YouTube, opened in a new tab; null when there is none to offer. */
  watchUrl: string | null;
  /** Why, when the visitor can act on it (a link that is not a video); else left unsaid. */
  reason?: string;
  /**
   * In a dialog the visitor just opened, the card replaces the player and is announced; in a
   * grid it stays quiet, or a page of them would be read out at once.
   */
  announce?: boolean;
  /**
   * The picture did not arrive (a weak connection, not a missing video): the card says so and
   * offers another try, which this calls.
   */
  onRetry?: () => void;
  className?: string;
}

/**
 * Shown where a YouTube video cannot play: a link that holds no video, a thumbnail YouTube
 * does not have (a removed or private video, or no connection to YouTube), or a player that
 * reports an error. It keeps the space and the warm look of the player it stands in for.
 */
export function VideoUnavailable({
  watchUrl,
  reason,
  announce = false,
  onRetry,
  className,
}: VideoUnavailableProps) {
  const { t } = useTranslation();
  return (
    <div
      role={announce ? 'alert' : undefined}
      data-testid="video-unavailable"
      className={cn(
        'flex size-full flex-col items-center justify-center gap-3 bg-[radial-gradient(circle_at_30%_120%,var(--color-ember-700),var(--color-ink-900)_70%)] px-6 py-6 text-center text-white',
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-white/10 ring-1 ring-white/20">
        <Icon name="videoOff" className="size-6 text-gold-300" />
      </span>
      <p className="font-semibold text-balance">
        {onRetry
          ? t('theVideoDidNotLoad', 'The video did not load')
          : t('thisVideoCantBePlayedHere', "This video can't be played here")}
      </p>
      {onRetry ? (
        <p className="max-w-xs text-sm text-balance text-white/75">
          {t('theConnectionMayBeWeak', 'The connection may be weak. Try again in a moment.')}
        </p>
      ) : (
        reason && <p className="max-w-xs text-sm text-balance text-white/75">{reason}</p>
      )}
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-white px-5 text-sm font-semibold text-ember-700 shadow-warm transition-colors hover:bg-ember-50"
        >
          <Icon name="refresh" className="size-4" />
          {t('tryAgain', 'Try again')}
        </button>
      )}
      {watchUrl && (
        <a
          href={watchUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-white px-5 text-sm font-semibold text-ember-700 shadow-warm transition-colors hover:bg-ember-50"
        >
          {t('watchOnYoutube', 'Watch on YouTube')}
          <Icon name="external" className="size-4" />
          <span className="sr-only">{t('opensInANewTab', '(opens in a new tab)')}</span>
        </a>
      )}
    </div>
  );
}
