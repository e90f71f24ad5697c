import { extractYouTubeId, invalidTeachingVideoMessage, type Teaching } from '@torch/contract';
import { useState } from 'react';
import { formatLongDate } from '../../../shared/lib/format-date';
import { youtubePageUrl } from '../../../shared/lib/youtube';
import { Badge } from '../../../shared/ui/badge';
import { Icon } from '../../../shared/ui/icon';
import { VideoUnavailable } from '../../../shared/ui/video-unavailable';
import { VideoThumbnail } from './video-thumbnail';
import { useTranslation } from 'react-i18next';

export interface TeachingCardProps {
  teaching: Teaching;
  onPlay: (teaching: Teaching) => void;
  /** The first row is on screen at once; its pictures should not wait for lazy loading. */
  eager?: boolean;
}

/**
 * A sermon in the grid: thumbnail with a play button, category, title, speaker, date, summary.
 * A video that cannot play (no id in the link, or YouTube has no such video) says so in place of
 * the play button, with the way to YouTube, rather than opening a player that shows an error; a
 * picture that did not arrive says the connection may be weak and offers another try.
 */
export function TeachingCard({ teaching, onPlay, eager = false }: TeachingCardProps) {
  const { t } = useTranslation();
  const videoId = extractYouTubeId(teaching.youtube_url);
  const [unavailable, setUnavailable] = useState<'failed' | 'missing' | null>(null);
  /** Another try draws a new picture, which asks YouTube again. */
  const [attempt, setAttempt] = useState(0);
  const playable = videoId !== null && unavailable === null;
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-3xl border border-ink-100 bg-white shadow-warm">
      {playable ? (
        <div className="relative aspect-video overflow-hidden bg-ink-900">
          <VideoThumbnail
            key={attempt}
            videoId={videoId}
            eager={eager}
            placeholderIcon={false}
            onUnavailable={setUnavailable}
          />
          <button
            type="button"
            onClick={() => onPlay(teaching)}
            className="absolute inset-0 flex items-center justify-center bg-ink-900/20 transition-colors hover:bg-ink-900/40"
          >
            <span className="flex size-16 items-center justify-center rounded-full bg-white/95 text-ember-600 shadow-glow transition-transform group-hover:scale-110">
              <Icon name="play" className="ml-1 size-7 fill-current" />
            </span>
            <span className="sr-only">
              {t('playTitle', 'Play {{title}}', { title: teaching.title })}
            </span>
          </button>
        </div>
      ) : (
        // No overflow clipping here: a long reason on a narrow card may grow the box past 16:9.
        <div className="aspect-video">
          <VideoUnavailable
            watchUrl={youtubePageUrl(videoId, teaching.youtube_url)}
            reason={videoId ? undefined : invalidTeachingVideoMessage}
            {...(unavailable === 'failed'
              ? {
                  onRetry: () => {
                    setUnavailable(null);
                    setAttempt((n) => n + 1);
                  },
                }
              : {})}
          />
        </div>
      )}
      <div className="flex flex-1 flex-col p-6">
        <Badge className="self-start">{teaching.category}</Badge>
        <h3 className="mt-3 text-xl font-semibold">{teaching.title}</h3>
        {/* Speaker and date on a line each, so every card in a row lines up whatever the name's length. */}
        <div className="mt-2 flex flex-col gap-1 text-sm text-ink-600">
          <span className="flex min-w-0 items-center gap-1.5">
            <Icon name="user" className="size-4 shrink-0 text-ember-700" />
            <span className="truncate">{teaching.speaker}</span>
          </span>
          <span className="flex items-center gap-1.5">
            <Icon name="calendar" className="size-4 shrink-0 text-ember-700" />
            <time dateTime={teaching.preached_at}>{formatLongDate(teaching.preached_at)}</time>
          </span>
        </div>
        <p className="mt-3 leading-relaxed text-ink-600">{teaching.description}</p>
      </div>
    </article>
  );
}
