import { extractYouTubeId, invalidTeachingVideoMessage, type Teaching } from '@torch/contract';
import { useState } from 'react';
import { InvitationBand } from '../../church';
import { PageHero } from '../../../shared/ui/page-hero';
import { PageSection } from '../../../shared/ui/page-section';
import { PublicList } from '../../../shared/ui/public-list';
import { VideoModal, type PlayableVideo } from '../../../shared/ui/video-modal';
import { useAllTeachings } from '../api/queries';
import { TeachingCard } from '../components/teaching-card';
import { useTranslation } from 'react-i18next';

/** Cards above the fold on a wide screen: their thumbnails load eagerly. */
const FIRST_ROW = 3;

/** Teachings (docs/product.md#teachings): the sermon library, each playable in a dialog. */
export function TeachingsPage() {
  const { t } = useTranslation();
  const { query, more } = useAllTeachings();
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
        eyebrow={t('sermonsAndTeaching', 'Sermons & teaching')}
        title={t('teachings', 'Teachings')}
        intro={t(
          'teachingsIntro',
          'Watch recent messages from our weekly gatherings, and keep growing in the Word throughout the week.',
        )}
      />
      <PageSection title={t('latestMessages', 'Latest messages')}>
        <PublicList
          query={query}
          more={{ query: more, noun: t('teachingsNoun', 'teachings') }}
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          placeholders={{
            count: FIRST_ROW,
            className: 'h-96 rounded-3xl',
            label: t('loadingTeachings', 'Loading teachings…'),
          }}
          errorTitle={t('teachingsCouldNotBeLoaded', 'Teachings could not be loaded')}
          empty={{
            icon: 'play',
            title: t('noTeachingsYet', 'No Teachings Yet'),
            description: t(
              'newMessagesAreAddedAfterEachFellowshipPleaseCheckBackSoon',
              'New messages are added after each fellowship. Please check back soon.',
            ),
          }}
        >
          {(teaching, index) => (
            <TeachingCard teaching={teaching} onPlay={play} eager={index < FIRST_ROW} />
          )}
        </PublicList>
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
