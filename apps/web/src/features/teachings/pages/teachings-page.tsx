import { extractYouTubeId, invalidTeachingVideoMessage, type Teaching } from '@torch/contract';
import { useState } from 'react';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icon';
import { InvitationBand } from '../../../shared/ui/invitation-band';
import { LoadError } from '../../../shared/ui/load-error';
import { PageHero } from '../../../shared/ui/page-hero';
import { PageSection } from '../../../shared/ui/page-section';
import { Skeleton } from '../../../shared/ui/skeleton';
import { VideoModal, type PlayableVideo } from '../../../shared/ui/video-modal';
import { useTeachings } from '../api/queries';
import { TeachingCard } from '../components/teaching-card';

/** Cards above the fold on a wide screen: their thumbnails load eagerly. */
const FIRST_ROW = 3;

/** Teachings (docs/product.md#teachings): the sermon library, each playable in a dialog. */
export function TeachingsPage() {
  const query = useTeachings();
  const [playing, setPlaying] = useState<PlayableVideo | null>(null);

  const play = (teaching: Teaching) =>
    setPlaying({
      title: teaching.title,
      videoId: extractYouTubeId(teaching.youtube_url),
      link: teaching.youtube_url,
    });

  return (
    <>
      <PageHero
        eyebrow="Sermons & teaching"
        title="Teachings"
        intro="Watch recent messages from our Tuesday fellowships and Sunday services, and keep growing in the Word throughout the week."
      />
      <PageSection title="Latest messages">
        {query.isPending ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <span role="status" className="sr-only">
              Loading teachings…
            </span>
            {Array.from({ length: FIRST_ROW }, (_, index) => (
              <Skeleton key={index} className="h-96 rounded-3xl" />
            ))}
          </div>
        ) : query.isError ? (
          <LoadError
            title="Teachings could not be loaded"
            message={query.error.message}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.length === 0 ? (
          <EmptyState
            icon={<Icon name="play" className="size-7" />}
            title="No Teachings Yet"
            description="New messages are added after each fellowship. Please check back soon."
          />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {query.data.map((teaching, index) => (
              <li key={teaching._id}>
                <TeachingCard teaching={teaching} onPlay={play} eager={index < FIRST_ROW} />
              </li>
            ))}
          </ul>
        )}
      </PageSection>
      <VideoModal
        video={playing}
        invalidMessage={invalidTeachingVideoMessage}
        onClose={() => setPlaying(null)}
      />
      <InvitationBand />
    </>
  );
}
