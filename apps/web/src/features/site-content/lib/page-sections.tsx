/**
 * The Site Content screen's layout (docs/product.md#site-content): each page's texts in the
 * sections the page shows them in, each section with its fields' labels and a preview drawn as
 * the page draws it. Sections come in five shapes (a hero, a list page's hero with its eyebrow
 * and button, a heading with paragraphs, a heading with three cards, a heading over a list of
 * disclosures), each built by one helper.
 */
import type { SiteContentPage } from '@torch/contract';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { IconName } from '../../../shared/ui/icon';
import {
  CardsPreview,
  ChoicesPreview,
  DisclosuresPreview,
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
    /** A list page's welcome: its eyebrow, heading, introduction and button, all the church's. */
    listHero: (buttonKey?: string): TextSection => ({
      id: 'hero',
      title: welcome,
      fields: [
        line('eyebrow', t('eyebrow', 'Eyebrow')),
        line('heroTitle', t('pageHeading', 'Page heading')),
        lines('intro', t('introduction', 'Introduction')),
        ...(buttonKey ? [line(buttonKey, t('buttonLabel', 'Button'))] : []),
      ],
      preview: (texts) => (
        <HeroPreview
          eyebrow={texts.eyebrow}
          title={texts.heroTitle ?? ''}
          text={texts.intro}
          action={buttonKey ? texts[buttonKey] : undefined}
        />
      ),
    }),
    /** A heading with an introduction over a list of disclosures, each a heading and a text. */
    disclosures: (
      id: string,
      title: string,
      [headingKey, introKey]: [string, string],
      items: [titleKey: string, textKey: string][],
    ): TextSection => ({
      id,
      title,
      fields: [
        line(headingKey, sectionHeading),
        lines(introKey, t('introduction', 'Introduction')),
        ...items.flatMap(([titleKey, textKey], index) => [
          line(titleKey, t('itemNumberHeading', 'Item {{number}} heading', { number: index + 1 })),
          lines(textKey, t('itemNumberText', 'Item {{number}} text', { number: index + 1 })),
        ]),
      ],
      preview: (texts) => (
        <DisclosuresPreview
          title={texts[headingKey] ?? ''}
          intro={texts[introKey] ?? ''}
          items={items.map(([titleKey, textKey]) => ({
            title: texts[titleKey] ?? '',
            text: texts[textKey] ?? '',
          }))}
        />
      ),
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
        section.disclosures(
          'beliefs',
          t('whatWeBelieve', 'What we believe'),
          ['beliefsTitle', 'beliefsIntro'],
          [
            ['beliefOneTitle', 'beliefOneText'],
            ['beliefTwoTitle', 'beliefTwoText'],
            ['beliefThreeTitle', 'beliefThreeText'],
            ['beliefFourTitle', 'beliefFourText'],
            ['beliefFiveTitle', 'beliefFiveText'],
          ],
        ),
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
      sections: [
        section.listHero('startCampusButton'),
        {
          id: 'list',
          title: t('campusList', 'Campus list'),
          fields: [line('listTitle', t('sectionHeading', 'Section heading'))],
          preview: (texts) => <ProsePreview title={texts.listTitle ?? ''} paragraphs={[]} />,
        },
      ],
    },
    leaders: {
      label: t('leaders', 'Leaders'),
      sections: [section.listHero('leadershipButton')],
    },
    blog: {
      label: t('blog', 'Blog'),
      sections: [section.listHero()],
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
