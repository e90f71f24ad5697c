import { DocumentTitle } from '../../../shared/ui/document-title';
import { Reveal } from '../../../shared/ui/reveal';
import { useChurch } from '../../church';
import { UpcomingEventsSection } from '../../events';
import { homeTextDefaults } from '@torch/contract';
import { useSiteTexts } from '../../site-content';
import { ConnectSection } from '../components/connect-section';
import { FeaturedContentSection } from '../components/featured-content-section';
import { HomeHero } from '../components/home-hero';

/**
 * The landing page (docs/product.md#home): welcome, ways to connect, featured content and upcoming
 * events.
 */
export function HomePage() {
  const texts = useSiteTexts('home', homeTextDefaults);
  const church = useChurch();
  return (
    <>
      <DocumentTitle title={church.shortName} />
      <HomeHero title={texts.heroTitle} subtitle={texts.heroSubtitle} />
      <Reveal>
        <ConnectSection title={texts.connectTitle} subtitle={texts.connectSubtitle} />
      </Reveal>
      <Reveal>
        <FeaturedContentSection />
      </Reveal>
      <Reveal>
        <UpcomingEventsSection />
      </Reveal>
    </>
  );
}
