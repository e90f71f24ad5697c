import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { LightCampus } from '@torch/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Icon } from '../../../shared/ui/icon';
import { InvitationBand } from '../../../shared/ui/invitation-band';
import { LoadError } from '../../../shared/ui/load-error';
import { PageHero } from '../../../shared/ui/page-hero';
import { PageSection } from '../../../shared/ui/page-section';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useAuth, type FromState } from '../../auth';
import { usePublicCampuses } from '../api';
import { CampusCard } from '../components/campus-card';
import { CampusImageModal } from '../components/campus-image-modal';
import { ProposeCampusModal } from '../components/propose-campus-modal';

interface OpenImage {
  campus: LightCampus;
  index: number;
}

const PROPOSE_PARAM = 'propose';

/** Light Campuses (/light-campuses): the active campuses and Start a Campus for members. */
export function LightCampusesPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const campuses = usePublicCampuses();
  const [proposing, setProposing] = useState(false);
  // A visitor sent to sign in from Start a Campus comes back to `?propose`: the form is open.
  const [searchParams, setSearchParams] = useSearchParams();
  const resumed = user !== null && searchParams.has(PROPOSE_PARAM);
  const closeProposal = () => {
    setProposing(false);
    if (searchParams.has(PROPOSE_PARAM)) {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(PROPOSE_PARAM);
          return next;
        },
        { replace: true },
      );
    }
  };
  const [openImage, setOpenImage] = useState<OpenImage | null>(null);

  const startCampus = () => {
    if (!user) {
      const state: FromState = {
        from: { pathname: paths.lightCampuses, search: `?${PROPOSE_PARAM}` },
      };
      void navigate(paths.login, { state });
      return;
    }
    setProposing(true);
  };

  return (
    <>
      <PageHero
        eyebrow="Community"
        title="Light Campuses"
        intro="Light Campuses are Torch fellowships that meet in schools, universities and neighbourhoods, small enough to know each other and bold enough to shine."
        actions={
          <Button size="lg" onClick={startCampus}>
            <Icon name="flame" />
            Start a Campus
          </Button>
        }
      />
      <PageSection title="Find a campus near you">
        {campuses.isPending ? (
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-96" />
            ))}
          </div>
        ) : campuses.isError ? (
          <LoadError
            title="Campuses could not be loaded"
            message={errorMessage(campuses.error, 'Please try again.')}
            onRetry={() => void campuses.refetch()}
          />
        ) : campuses.data.length === 0 ? (
          <EmptyState
            icon={<Icon name="flame" className="size-7" />}
            title="No active campuses yet."
            description="Be the first: propose a Light Campus where you study, work or live."
          />
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Light Campuses">
            {campuses.data.map((campus) => (
              <li key={campus._id}>
                <CampusCard
                  campus={campus}
                  onOpenImage={(chosen, index) => setOpenImage({ campus: chosen, index })}
                />
              </li>
            ))}
          </ul>
        )}
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
