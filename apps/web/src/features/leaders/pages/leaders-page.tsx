import { extractYouTubeId, invalidLeaderVideoMessage, type Leader } from '@torch/contract';
import { useState } from 'react';
import { paths } from '../../../shared/config/paths';
import { ButtonLink } from '../../../shared/ui/button-link';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icon';
import { InvitationBand } from '../../../shared/ui/invitation-band';
import { LoadError } from '../../../shared/ui/load-error';
import { PageHero } from '../../../shared/ui/page-hero';
import { PageSection } from '../../../shared/ui/page-section';
import { Skeleton } from '../../../shared/ui/skeleton';
import { VideoModal, type PlayableVideo } from '../../../shared/ui/video-modal';
import { useLeaders } from '../api';
import { LeaderCard } from '../components/leader-card';

/**
 * Our Leaders (docs/product.md#leaders): who they are, and a short video of each introducing
 * themselves.
 */
export function LeadersPage() {
  const query = useLeaders();
  const [playing, setPlaying] = useState<PlayableVideo | null>(null);

  // A link that holds no video still opens the dialog, which says so and offers YouTube.
  const playIntro = (leader: Leader) =>
    setPlaying({
      title: `${leader.name}: introduction`,
      videoId: extractYouTubeId(leader.youtubeUrl),
      link: leader.youtubeUrl,
    });

  return (
    <>
      <PageHero
        eyebrow="About Us"
        title="Our Leaders"
        intro="Meet the pastors and ministry leaders who pray for, teach and walk alongside the Torch family. Each one would love to hear your story."
        actions={
          <ButtonLink to={paths.leadership} size="lg" variant="outline">
            Leadership Philosophy
          </ButtonLink>
        }
      />
      <PageSection>
        {query.isPending ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <span role="status" className="sr-only">
              Loading leaders…
            </span>
            <Skeleton className="h-[28rem] rounded-3xl" />
            <Skeleton className="h-[28rem] rounded-3xl" />
            <Skeleton className="h-[28rem] rounded-3xl" />
          </div>
        ) : query.isError ? (
          <LoadError
            title="Leaders could not be loaded"
            message={query.error.message}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.length === 0 ? (
          <EmptyState
            icon={<Icon name="users" className="size-7" />}
            title="No Leaders Yet"
            description="Leader profiles will appear here soon."
          />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {query.data.map((leader, index) => (
              <li key={leader._id}>
                <LeaderCard leader={leader} index={index} onPlayIntro={playIntro} />
              </li>
            ))}
          </ul>
        )}
      </PageSection>
      <VideoModal
        video={playing}
        invalidMessage={invalidLeaderVideoMessage}
        onClose={() => setPlaying(null)}
      />
      <InvitationBand />
    </>
  );
}
