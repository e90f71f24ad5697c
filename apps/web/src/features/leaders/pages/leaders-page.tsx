import { extractYouTubeId, invalidLeaderVideoMessage, type Leader } from '@torch/contract';
import { useState } from 'react';
import { paths } from '../../../shared/config/paths';
import { ButtonLink } from '../../../shared/ui/button-link';
import { InvitationBand } from '../../church';
import { PageHero } from '../../../shared/ui/page-hero';
import { PageSection } from '../../../shared/ui/page-section';
import { PublicList } from '../../../shared/ui/public-list';
import { VideoModal, type PlayableVideo } from '../../../shared/ui/video-modal';
import { useLeaders } from '../api';
import { LeaderCard } from '../components/leader-card';
import { useTranslation } from 'react-i18next';
import { leadersTextDefaults } from '@torch/contract';
import { useSiteTexts } from '../../site-content';

/**
 * Our Leaders (docs/product.md#leaders): who they are, and a short video of each introducing
 * themselves.
 */
export function LeadersPage() {
  const { t } = useTranslation();
  const texts = useSiteTexts('leaders', leadersTextDefaults);
  const query = useLeaders();
  const [playing, setPlaying] = useState<PlayableVideo | null>(null);

  // A link that holds no video still opens the dialog, which says so and offers YouTube.
  const playIntro = (leader: Leader) =>
    setPlaying({
      title: t('nameIntroduction', '{{name}}: introduction', { name: leader.name }),
      videoId: extractYouTubeId(leader.youtubeUrl),
      link: leader.youtubeUrl,
    });

  return (
    <>
      <PageHero
        eyebrow={texts.eyebrow}
        title={texts.heroTitle}
        intro={texts.intro}
        actions={
          <ButtonLink to={paths.leadership} size="lg" variant="outline">
            {texts.leadershipButton}
          </ButtonLink>
        }
      />
      <PageSection>
        <PublicList
          query={query}
          more={{ query, noun: t('leadersNoun', 'leaders') }}
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          placeholders={{
            count: 3,
            className: 'h-[28rem] rounded-3xl',
            label: t('loadingLeaders', 'Loading leaders…'),
          }}
          errorTitle={t('leadersCouldNotBeLoaded', 'Leaders could not be loaded')}
          empty={{
            icon: 'users',
            title: t('noLeadersYet', 'No Leaders Yet'),
            description: t(
              'leaderProfilesWillAppearHereSoon',
              'Leader profiles will appear here soon.',
            ),
          }}
        >
          {(leader, index) => <LeaderCard leader={leader} index={index} onPlayIntro={playIntro} />}
        </PublicList>
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
