/**
 * The Site Content screen's layout (docs/product.md#site-content): each page's texts in the
 * sections the page shows them in, each section with its fields' labels and a preview drawn as
 * the page draws it. Sections come in four shapes (a hero, an introduction under a fixed
 * heading, a heading with paragraphs, a heading with three cards), each built by one helper.
 */
import type { SiteContentPage } from '@torch/contract';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { IconName } from '../../../shared/ui/icon';
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

type Texts = Record<string, string>;

export interface TextSection {
  id: string;
  title: string;
  fields: TextField[];
  preview: (texts: Texts) => ReactNode;
}

export interface PageTexts {
  label: string;
  sections: TextSection[];
}

const line = (key: string, label: string): TextField => ({ key, label });
const lines = (key: string, label: string): TextField => ({ key, label, multiLine: true });

/** The section builders, with the labels every page's sections share. */
function sectionShapes(t: TFunction) {
  const welcome = t('welcome', 'Welcome');
  const sectionHeading = t('sectionHeading', 'Section heading');
  const paragraphLabels = [
    t('firstParagraph', 'First paragraph'),
    t('secondParagraph', 'Second paragraph'),
  ];
  const cardLabels = [
    [t('firstCardHeading', 'First card heading'), t('firstCardText', 'First card text')],
    [t('secondCardHeading', 'Second card heading'), t('secondCardText', 'Second card text')],
    [t('thirdCardHeading', 'Third card heading'), t('thirdCardText', 'Third card text')],
  ] as const;
  return {
    /** The page's welcome: its editable heading and the text under it. */
    hero: (
      [titleKey, titleLabel]: [string, string],
      [textKey, textLabel]: [string, string],
      eyebrow?: string,
    ): TextSection => ({
      id: 'hero',
      title: welcome,
      fields: [line(titleKey, titleLabel), lines(textKey, textLabel)],
      preview: (texts) => (
        <HeroPreview eyebrow={eyebrow} title={texts[titleKey] ?? ''} text={texts[textKey]} />
      ),
    }),
    /** A welcome whose heading is the page's name: only its introduction is the church's. */
    intro: (heading: string, eyebrow: string): TextSection => ({
      id: 'hero',
      title: welcome,
      fields: [lines('intro', t('introduction', 'Introduction'))],
      preview: (texts) => <HeroPreview eyebrow={eyebrow} title={heading} text={texts.intro} />,
    }),
    /** A heading and its paragraphs. */
    prose: (
      id: string,
      title: string,
      headingKey: string,
      paragraphKeys: string[],
    ): TextSection => ({
      id,
      title,
      fields: [
        line(headingKey, sectionHeading),
        ...paragraphKeys.map((key, index) => lines(key, paragraphLabels[index] ?? '')),
      ],
      preview: (texts: Texts) => (
        <ProsePreview
          title={texts[headingKey] ?? ''}
          paragraphs={paragraphKeys.map((key) => texts[key] ?? '')}
        />
      ),
    }),
    /** A heading over three cards, each a heading and a text beside its icon. */
    cards: (
      id: string,
      title: string,
      headingKey: string,
      cards: [icon: IconName, titleKey: string, textKey: string][],
    ): TextSection => ({
      id,
      title,
      fields: [
        line(headingKey, sectionHeading),
        ...cards.flatMap(([, titleKey, textKey], index) => [
          line(titleKey, cardLabels[index]?.[0] ?? ''),
          lines(textKey, cardLabels[index]?.[1] ?? ''),
        ]),
      ],
      preview: (texts) => (
        <CardsPreview
          title={texts[headingKey] ?? ''}
          cards={cards.map(([icon, titleKey, textKey]) => ({
            icon,
            title: texts[titleKey] ?? '',
            text: texts[textKey] ?? '',
          }))}
        />
      ),
    }),
  };
}

/** The pages in the order the screen's tabs list them. */
export function pageSections(t: TFunction): Record<SiteContentPage, PageTexts> {
  const section = sectionShapes(t);
  const pageHeading = t('pageHeading', 'Page heading');
  const introduction = t('introduction', 'Introduction');
  const aboutUs = t('aboutUs', 'About Us');
  return {
    home: {
      label: t('home', 'Home'),
      sections: [
        section.hero(
          ['heroTitle', t('heroTitle', 'Hero Title')],
          ['heroSubtitle', t('heroSubtitle', 'Hero Subtitle')],
        ),
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
        section.hero(
          ['giveTitle', t('giveTitle', 'Give Title')],
          ['giveVerse', t('giveVerse', 'Give Verse')],
        ),
      ],
    },
    contact: {
      label: t('contact', 'Contact'),
      sections: [
        section.hero(
          ['contactTitle', t('contactTitle', 'Contact Title')],
          ['contactSubtitle', t('contactSubtitle', 'Contact Subtitle')],
        ),
      ],
    },
    about: {
      label: t('about', 'About'),
      sections: [
        section.hero(['heroTitle', pageHeading], ['intro', introduction], aboutUs),
        section.prose('who', t('whoWeAre', 'Who we are'), 'whoWeAreTitle', [
          'whoWeAreFamily',
          'whoWeAreGathering',
        ]),
        section.cards('drives', t('whatDrivesUs', 'What drives us'), 'drivesUsTitle', [
          ['flame', 'missionTitle', 'missionText'],
          ['compass', 'visionTitle', 'visionText'],
          ['book', 'foundationTitle', 'foundationText'],
        ]),
      ],
    },
    leadership: {
      label: t('leadership', 'Leadership'),
      sections: [
        section.hero(['heroTitle', pageHeading], ['intro', introduction], aboutUs),
        section.cards(
          'principles',
          t('principlesWeLeadBy', 'Principles we lead by'),
          'principlesTitle',
          [
            ['heart', 'principleOneTitle', 'principleOneText'],
            ['shield', 'principleTwoTitle', 'principleTwoText'],
            ['users', 'principleThreeTitle', 'principleThreeText'],
          ],
        ),
        section.prose(
          'structure',
          t('howWeAreStructured', 'How we are structured'),
          'structureTitle',
          ['structurePastors', 'structureLightCampuses'],
        ),
      ],
    },
    campuses: {
      label: t('lightCampuses', 'Light Campuses'),
      sections: [section.intro(t('lightCampuses', 'Light Campuses'), t('community', 'Community'))],
    },
    leaders: {
      label: t('leaders', 'Leaders'),
      sections: [section.intro(t('ourLeaders', 'Our Leaders'), aboutUs)],
    },
    blog: {
      label: t('blog', 'Blog'),
      sections: [section.intro(t('blog', 'Blog'), t('community', 'Community'))],
    },
    'new-converts': {
      label: t('newConverts', 'New Converts'),
      sections: [
        section.hero(
          ['heroTitle', pageHeading],
          ['intro', introduction],
          t('getInvolved', 'Get Involved'),
        ),
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
