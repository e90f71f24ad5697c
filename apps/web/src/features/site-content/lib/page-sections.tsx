/**
 * The Site Content screen's layout (docs/product.md#site-content): each page's texts in the
 * sections the page shows them in, each section with its fields' labels and a preview drawn as
 * the page draws it.
 */
import type { SiteContentPage } from '@torch/contract';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import {
  CardsPreview,
  ChoicesPreview,
  HeroPreview,
  ProsePreview,
} from '../components/section-preview';

export interface TextField {
  key: string;
  label: string;
  /** Several lines (a paragraph, a verse); a title stays on one. */
  multiLine?: boolean;
}

export interface TextSection {
  id: string;
  title: string;
  fields: TextField[];
  preview: (texts: Record<string, string>) => ReactNode;
}

export interface PageTexts {
  label: string;
  sections: TextSection[];
}

const line = (key: string, label: string): TextField => ({ key, label });
const lines = (key: string, label: string): TextField => ({ key, label, multiLine: true });

/** The pages in the order the screen's tabs list them. */
export function pageSections(t: TFunction): Record<SiteContentPage, PageTexts> {
  const heroOf = (title: string, text: string, eyebrow?: string) =>
    function Hero(texts: Record<string, string>) {
      return <HeroPreview eyebrow={eyebrow} title={texts[title] ?? ''} text={texts[text]} />;
    };
  const fixedHero = (heading: string, eyebrow: string) => (texts: Record<string, string>) => (
    <HeroPreview eyebrow={eyebrow} title={heading} text={texts.intro} />
  );
  return {
    home: {
      label: t('home', 'Home'),
      sections: [
        {
          id: 'hero',
          title: t('welcome', 'Welcome'),
          fields: [
            line('heroTitle', t('heroTitle', 'Hero Title')),
            lines('heroSubtitle', t('heroSubtitle', 'Hero Subtitle')),
          ],
          preview: heroOf('heroTitle', 'heroSubtitle'),
        },
        {
          id: 'connect',
          title: t('connectWithUs', 'Connect With Us'),
          fields: [
            line('connectTitle', t('connectTitle', 'Connect Title')),
            lines('connectSubtitle', t('connectSubtitle', 'Connect Subtitle')),
          ],
          preview: (texts) => (
            <ProsePreview
              title={texts.connectTitle ?? ''}
              paragraphs={[texts.connectSubtitle ?? '']}
            />
          ),
        },
      ],
    },
    give: {
      label: t('give', 'Give'),
      sections: [
        {
          id: 'hero',
          title: t('welcome', 'Welcome'),
          fields: [
            line('giveTitle', t('giveTitle', 'Give Title')),
            lines('giveVerse', t('giveVerse', 'Give Verse')),
          ],
          preview: heroOf('giveTitle', 'giveVerse'),
        },
      ],
    },
    contact: {
      label: t('contact', 'Contact'),
      sections: [
        {
          id: 'hero',
          title: t('welcome', 'Welcome'),
          fields: [
            line('contactTitle', t('contactTitle', 'Contact Title')),
            lines('contactSubtitle', t('contactSubtitle', 'Contact Subtitle')),
          ],
          preview: heroOf('contactTitle', 'contactSubtitle'),
        },
      ],
    },
    about: {
      label: t('about', 'About'),
      sections: [
        {
          id: 'hero',
          title: t('welcome', 'Welcome'),
          fields: [
            line('heroTitle', t('pageHeading', 'Page heading')),
            lines('intro', t('introduction', 'Introduction')),
          ],
          preview: heroOf('heroTitle', 'intro', t('aboutUs', 'About Us')),
        },
        {
          id: 'who',
          title: t('whoWeAre', 'Who we are'),
          fields: [
            line('whoWeAreTitle', t('sectionHeading', 'Section heading')),
            lines('whoWeAreFamily', t('firstParagraph', 'First paragraph')),
            lines('whoWeAreGathering', t('secondParagraph', 'Second paragraph')),
          ],
          preview: (texts) => (
            <ProsePreview
              title={texts.whoWeAreTitle ?? ''}
              paragraphs={[texts.whoWeAreFamily ?? '', texts.whoWeAreGathering ?? '']}
            />
          ),
        },
        {
          id: 'drives',
          title: t('whatDrivesUs', 'What drives us'),
          fields: [
            line('drivesUsTitle', t('sectionHeading', 'Section heading')),
            line('missionTitle', t('firstCardHeading', 'First card heading')),
            lines('missionText', t('firstCardText', 'First card text')),
            line('visionTitle', t('secondCardHeading', 'Second card heading')),
            lines('visionText', t('secondCardText', 'Second card text')),
            line('foundationTitle', t('thirdCardHeading', 'Third card heading')),
            lines('foundationText', t('thirdCardText', 'Third card text')),
          ],
          preview: (texts) => (
            <CardsPreview
              title={texts.drivesUsTitle ?? ''}
              cards={[
                { icon: 'flame', title: texts.missionTitle ?? '', text: texts.missionText ?? '' },
                { icon: 'compass', title: texts.visionTitle ?? '', text: texts.visionText ?? '' },
                {
                  icon: 'book',
                  title: texts.foundationTitle ?? '',
                  text: texts.foundationText ?? '',
                },
              ]}
            />
          ),
        },
      ],
    },
    leadership: {
      label: t('leadership', 'Leadership'),
      sections: [
        {
          id: 'hero',
          title: t('welcome', 'Welcome'),
          fields: [
            line('heroTitle', t('pageHeading', 'Page heading')),
            lines('intro', t('introduction', 'Introduction')),
          ],
          preview: heroOf('heroTitle', 'intro', t('aboutUs', 'About Us')),
        },
        {
          id: 'principles',
          title: t('principlesWeLeadBy', 'Principles we lead by'),
          fields: [
            line('principlesTitle', t('sectionHeading', 'Section heading')),
            line('principleOneTitle', t('firstCardHeading', 'First card heading')),
            lines('principleOneText', t('firstCardText', 'First card text')),
            line('principleTwoTitle', t('secondCardHeading', 'Second card heading')),
            lines('principleTwoText', t('secondCardText', 'Second card text')),
            line('principleThreeTitle', t('thirdCardHeading', 'Third card heading')),
            lines('principleThreeText', t('thirdCardText', 'Third card text')),
          ],
          preview: (texts) => (
            <CardsPreview
              title={texts.principlesTitle ?? ''}
              cards={[
                {
                  icon: 'heart',
                  title: texts.principleOneTitle ?? '',
                  text: texts.principleOneText ?? '',
                },
                {
                  icon: 'shield',
                  title: texts.principleTwoTitle ?? '',
                  text: texts.principleTwoText ?? '',
                },
                {
                  icon: 'users',
                  title: texts.principleThreeTitle ?? '',
                  text: texts.principleThreeText ?? '',
                },
              ]}
            />
          ),
        },
        {
          id: 'structure',
          title: t('howWeAreStructured', 'How we are structured'),
          fields: [
            line('structureTitle', t('sectionHeading', 'Section heading')),
            lines('structurePastors', t('firstParagraph', 'First paragraph')),
            lines('structureLightCampuses', t('secondParagraph', 'Second paragraph')),
          ],
          preview: (texts) => (
            <ProsePreview
              title={texts.structureTitle ?? ''}
              paragraphs={[texts.structurePastors ?? '', texts.structureLightCampuses ?? '']}
            />
          ),
        },
      ],
    },
    campuses: {
      label: t('lightCampuses', 'Light Campuses'),
      sections: [
        {
          id: 'hero',
          title: t('welcome', 'Welcome'),
          fields: [lines('intro', t('introduction', 'Introduction'))],
          preview: fixedHero(t('lightCampuses', 'Light Campuses'), t('community', 'Community')),
        },
      ],
    },
    leaders: {
      label: t('leaders', 'Leaders'),
      sections: [
        {
          id: 'hero',
          title: t('welcome', 'Welcome'),
          fields: [lines('intro', t('introduction', 'Introduction'))],
          preview: fixedHero(t('ourLeaders', 'Our Leaders'), t('aboutUs', 'About Us')),
        },
      ],
    },
    blog: {
      label: t('blog', 'Blog'),
      sections: [
        {
          id: 'hero',
          title: t('welcome', 'Welcome'),
          fields: [lines('intro', t('introduction', 'Introduction'))],
          preview: fixedHero(t('blog', 'Blog'), t('community', 'Community')),
        },
      ],
    },
    'new-converts': {
      label: t('newConverts', 'New Converts'),
      sections: [
        {
          id: 'hero',
          title: t('welcome', 'Welcome'),
          fields: [
            line('heroTitle', t('pageHeading', 'Page heading')),
            lines('intro', t('introduction', 'Introduction')),
          ],
          preview: heroOf('heroTitle', 'intro', t('getInvolved', 'Get Involved')),
        },
        {
          id: 'communities',
          title: t('communities', 'Communities'),
          fields: [
            line('pheggosName', t('firstCommunity', 'First community')),
            line('lychnosName', t('secondCommunity', 'Second community')),
            line('phosName', t('thirdCommunity', 'Third community')),
          ],
          preview: (texts) => (
            <ChoicesPreview
              question={t(
                'whichCommunityWouldYouLikeToJoin',
                'Which community would you like to join?',
              )}
              names={[texts.pheggosName ?? '', texts.lychnosName ?? '', texts.phosName ?? '']}
            />
          ),
        },
      ],
    },
  };
}
