import { paths } from '../../../shared/config/paths';
import { PageHero } from '../../../shared/ui/page-hero';
import { ButtonLink } from '../../../shared/ui/button-link';
import { HighlightCard } from '../../../shared/ui/highlight-card';
import { PageSection } from '../../../shared/ui/page-section';
import { useTranslation } from 'react-i18next';

/**
 * Leadership Philosophy (docs/product.md#leadership): the principles our leaders serve by and how
 * they are organised.
 */
export function LeadershipPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHero
        eyebrow={t('aboutUs', 'About Us')}
        title={t('leadershipPhilosophy', 'Leadership Philosophy')}
        intro={t(
          'leadershipIntro',
          'We believe leadership in the church is a call to serve. Our leaders shepherd, teach and equip, so that every member can grow into the ministry God has prepared for them.',
        )}
        actions={
          <>
            <ButtonLink to={paths.leaders} size="lg" variant="primary">
              {t('ourLeaders', 'Our Leaders')}
            </ButtonLink>
            <ButtonLink to={paths.serve} size="lg" variant="outline">
              {t('findAPlaceToServe', 'Find a Place to Serve')}
            </ButtonLink>
          </>
        }
      />
      <PageSection title={t('principlesWeLeadBy', 'Principles we lead by')}>
        <div className="grid gap-6 md:grid-cols-3">
          <HighlightCard icon="heart" title={t('servantLeadership', 'Servant Leadership')}>
            {t(
              'servantLeadershipText',
              'Following Jesus, who came not to be served but to serve, our leaders go first in humility.',
            )}
          </HighlightCard>
          <HighlightCard icon="shield" title={t('biblicalEldership', 'Biblical Eldership')}>
            {t(
              'biblicalEldershipText',
              'A plurality of mature believers oversees the church with prayer, care and accountability.',
            )}
          </HighlightCard>
          <HighlightCard icon="users" title={t('equippingTheSaints', 'Equipping the Saints')}>
            {t(
              'equippingTheSaintsText',
              'Leaders exist to prepare God’s people for works of service and to build up the body.',
            )}
          </HighlightCard>
        </div>
      </PageSection>
      <PageSection title={t('howWeAreStructured', 'How we are structured')} tone="cream">
        <div className="grid gap-8 md:grid-cols-[1.4fr_1fr] md:items-center">
          <div className="flex flex-col gap-4 text-lg leading-relaxed text-ink-600">
            <p>
              {t(
                'howWeAreStructuredPastors',
                'Our Senior Pastor leads a team of elders who pray for the church, guard its teaching and care for its members. Associate pastors oversee prayer, families, youth and outreach, and each ministry team has a leader who serves alongside its volunteers.',
              )}
            </p>
            <p>
              {t(
                'howWeAreStructuredLightCampuses',
                'Light Campus leaders shepherd small fellowships through the week and meet with the pastoral team every month, so that no one in the Torch family is ever far from someone who knows them by name.',
              )}
            </p>
          </div>
          <div className="flex flex-col gap-3 rounded-3xl bg-white p-6 shadow-warm sm:p-8">
            <h3 className="text-xl font-semibold">{t('getToKnowUs', 'Get to know us')}</h3>
            <p className="text-ink-600">
              {t(
                'meetThePeopleWhoLead',
                'Meet the people who lead, or find the team where your gifts fit best.',
              )}
            </p>
            <ButtonLink to={paths.leaders} variant="primary" fullWidth>
              {t('meetOurLeaders', 'Meet Our Leaders')}
            </ButtonLink>
            <ButtonLink to={paths.serve} variant="outline" fullWidth>
              {t('findAPlaceToServe', 'Find a Place to Serve')}
            </ButtonLink>
          </div>
        </div>
      </PageSection>
    </>
  );
}
