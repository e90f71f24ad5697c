/**
 * The site's navigation (docs/product.md#navigation), shared by the desktop bar and the mobile
 * menu. Built at render time with the caller's `t`, so the labels follow the language.
 */
import { paths } from '../../shared/config/paths';
import type { IconName } from '../../shared/ui/icon';
import type { TFunction } from 'i18next';

export interface NavLinkItem {
  label: string;
  /** The mobile menu may name a page differently (e.g. 'Leadership Philosophy'). */
  mobileLabel?: string;
  to: string;
  description?: string;
}

export interface NavGroup {
  label: string;
  items: NavLinkItem[];
}

export type NavEntry = { kind: 'link'; item: NavLinkItem } | { kind: 'group'; group: NavGroup };

const link = (label: string, to: string): NavEntry => ({ kind: 'link', item: { label, to } });
const group = (label: string, items: NavLinkItem[]): NavEntry => ({
  kind: 'group',
  group: { label, items },
});

export function mainNavigation(t: TFunction): NavEntry[] {
  return [
    link(t('home', 'Home'), paths.home),
    group(t('aboutUs', 'About Us'), [
      {
        label: t('aboutUs', 'About Us'),
        to: paths.about,
        description: t('ourStoryMissionAndBeliefs', 'Our story, mission and beliefs'),
      },
      {
        label: t('leadership', 'Leadership'),
        mobileLabel: t('leadershipPhilosophy', 'Leadership Philosophy'),
        to: paths.leadership,
        description: t('howWeLeadAndServe', 'How we lead and serve'),
      },
      {
        label: t('ourLeaders', 'Our Leaders'),
        to: paths.leaders,
        description: t('meetThePeopleWhoShepherdUs', 'Meet the people who shepherd us'),
      },
      {
        label: t('ministries', 'Ministries'),
        to: paths.ministries,
        description: t('teamsThatServeTheBody', 'Teams that serve the body'),
      },
      {
        label: t('torchStars', 'Torch Stars'),
        to: paths.torchKids,
        description: t('ourChildrensProgramme', "Our children's programme"),
      },
    ]),
    link(t('teachings', 'Teachings'), paths.teachings),
    group(t('community', 'Community'), [
      {
        label: t('events', 'Events'),
        to: paths.events,
        description: t('gatheringsAndFellowship', 'Gatherings and fellowship'),
      },
      {
        label: t('blog', 'Blog'),
        to: paths.blog,
        description: t('storiesAndReflections', 'Stories and reflections'),
      },
      {
        label: t('prayerWall', 'Prayer Wall'),
        to: paths.prayer,
        description: t('shareAndPrayTogether', 'Share and pray together'),
      },
      {
        label: t('lightCampuses', 'Light Campuses'),
        to: paths.lightCampuses,
        description: t('fellowshipsNearYou', 'Fellowships near you'),
      },
      {
        label: t('testimonies', 'Testimonies'),
        to: paths.testimonies,
        description: t('storiesOfFaithBlurb', 'Stories of faith'),
      },
    ]),
    group(t('getInvolved', 'Get Involved'), [
      {
        label: t('serve', 'Serve'),
        to: paths.serve,
        description: t('joinAMinistryTeam', 'Join a ministry team'),
      },
      {
        label: t('give', 'Give'),
        to: paths.give,
        description: t('investInTheWord', 'Invest in the Word'),
      },
      {
        label: t('contact', 'Contact'),
        to: paths.contact,
        description: t('wedLoveToHearFromYou', "We'd love to hear from you"),
      },
      {
        label: t('newConverts', 'New Converts'),
        to: paths.newConverts,
        description: t('startYourJourney', 'Start your journey'),
      },
    ]),
  ];
}

export interface QuickAction {
  label: string;
  to: string;
  icon: IconName;
}

export function mobileQuickActions(t: TFunction): QuickAction[] {
  return [
    { label: t('prayer', 'Prayer'), to: paths.prayer, icon: 'heart' },
    { label: t('give', 'Give'), to: paths.give, icon: 'gift' },
  ];
}

/** Every page a visitor can jump to from the mobile search box, with its mobile name. */
export function searchablePages(t: TFunction): NavLinkItem[] {
  return mainNavigation(t).flatMap((entry) =>
    entry.kind === 'link' ? [entry.item] : entry.group.items,
  );
}

/** Case-insensitive match on the page's name (either label) or its description. */
export function searchPages(t: TFunction, query: string): NavLinkItem[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  return searchablePages(t).filter((item) =>
    [item.label, item.mobileLabel, item.description].some((text) =>
      text?.toLowerCase().includes(needle),
    ),
  );
}
