import { extractYouTubeId } from '@torch/contract';
import { paths } from '../../../shared/config/paths';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useTeachings, VideoThumbnail } from '../../teachings';
import { FeatureTile } from './feature-tile';
import { useTranslation } from 'react-i18next';

/** The newest sermon (GET /api/teachings?limit=1). */
export function LatestTeachingTile() {
  const { t } = useTranslation();
  const query = useTeachings({ limit: 1 });
  const teaching = query.data?.[0];
  if (query.isPending) return <Skeleton className="h-full min-h-96 rounded-3xl" />;
  // With no teaching yet, the tile invites to the library instead.
  const tile = teaching
    ? {
        media: <VideoThumbnail videoId={extractYouTubeId(teaching.youtube_url)} />,
        title: teaching.title,
        meta: t('speakerCategory', '{{speaker}} · {{category}}', {
          speaker: teaching.speaker,
          category: teaching.category,
        }),
        text: teaching.description,
        linkLabel: t('watchNow', 'Watch now'),
      }
    : {
        media: <VideoThumbnail videoId={null} />,
        title: t('teachingsFromOurFellowship', 'Teachings from our fellowship'),
        text: t(
          'messagesFromOurWeeklyGatherings',
          'Messages from our weekly gatherings, ready to watch any time.',
        ),
        linkLabel: t('watchTeachings', 'Watch Teachings'),
      };
  return (
    <FeatureTile
      eyebrow={t('latestTeaching', 'Latest Teaching')}
      icon="play"
      to={paths.teachings}
      {...tile}
    />
  );
}
