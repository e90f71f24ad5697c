import { useState } from 'react';
import type { LightCampus } from '@torch/contract';
import { paths } from '../../../shared/config/paths';
import { useSearchParam } from '../../../shared/lib/use-search-param';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { InvitationBand } from '../../church';
import { PageHero } from '../../../shared/ui/page-hero';
import { PageSection } from '../../../shared/ui/page-section';
import { PublicList } from '../../../shared/ui/public-list';
import { useAuth, useSignInFirst } from '../../auth';
import { usePublicCampuses } from '../api';
import { CampusCard } from '../components/campus-card';
import { CampusImageModal } from '../components/campus-image-modal';
import { ProposeCampusModal } from '../components/propose-campus-modal';
import { useTranslation } from 'react-i18next';
import { campusesTextDefaults } from '@torch/contract';
import { useSiteTexts } from '../../site-content';

interface OpenImage {
  campus: LightCampus;
  index: number;
}

const PROPOSE_PARAM = 'propose';

/** Light Campuses (/light-campuses): the active campuses and Start a Campus for members. */
export function LightCampusesPage() {
  const { t } = useTranslation();
  const texts = useSiteTexts('campuses', campusesTextDefaults);
  const { user } = useAuth();
  const signInFirst = useSignInFirst();
  const campuses = usePublicCampuses();
  const [proposing, setProposing] = useState(false);
  // A visitor sent to sign in from Start a Campus comes back to `?propose`: the form is open.
  const [proposeParam, forgetProposeParam] = useSearchParam(PROPOSE_PARAM);
  const resumed = user !== null && proposeParam !== null;
  const closeProposal = () => {
    setProposing(false);
    if (proposeParam !== null) forgetProposeParam();
  };
  const [openImage, setOpenImage] = useState<OpenImage | null>(null);

  const startCampus = () => {
    if (!user) {
      signInFirst(paths.lightCampuses, `?${PROPOSE_PARAM}`);
      return;
    }
    setProposing(true);
  };

  return (
    <>
      <PageHero
        eyebrow={texts.eyebrow}
        title={texts.heroTitle}
        intro={texts.intro}
        actions={
          <Button size="lg" onClick={startCampus}>
            <Icon name="flame" />
            {texts.startCampusButton}
          </Button>
        }
      />
      <PageSection title={texts.listTitle}>
        <PublicList
          query={campuses}
          more={{ query: campuses, noun: t('campusesNoun', 'campuses') }}
          className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
          label={t('lightCampuses', 'Light Campuses')}
          placeholders={{ count: 3, className: 'h-96' }}
          errorTitle={t('campusesCouldNotBeLoaded', 'Campuses could not be loaded')}
          empty={{
            icon: 'flame',
            title: t('noActiveCampusesYet', 'No active campuses yet.'),
            description: t(
              'beTheFirstProposeALightCampusWhereYouStudyWorkOrLive',
              'Be the first: propose a Light Campus where you study, work or live.',
            ),
          }}
        >
          {(campus) => (
            <CampusCard
              campus={campus}
              onOpenImage={(chosen, index) => setOpenImage({ campus: chosen, index })}
            />
          )}
        </PublicList>
      </PageSection>
      <InvitationBand />
      {(proposing || resumed) && user && (
        <ProposeCampusModal
          defaults={{ leaderName: user.fullName, contactInfo: user.email }}
          onClose={closeProposal}
        />
      )}
      {openImage && (
        <CampusImageModal
          campusName={openImage.campus.name}
          images={openImage.campus.images}
          index={openImage.index}
          onIndexChange={(index) => setOpenImage({ ...openImage, index })}
          onClose={() => setOpenImage(null)}
        />
      )}
    </>
  );
}
