/**
 * The site's navigation (docs/product.md#navigation), shared by the desktop bar and the mobile
 * menu.
 */
import { paths } from '../../shared/config/paths';
import type { IconName } from '../../shared/ui/icon';

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

export const mainNavigation: NavEntry[] = [
  link('Home', paths.home),
  group('About Us', [
    { label: 'About Us', to: paths.about, description: 'Our story, mission and beliefs' },
    {
      label: 'Leadership',
      mobileLabel: 'Leadership Philosophy',
      to: paths.leadership,
      description: 'How we lead and serve',
    },
    { label: 'Our Leaders', to: paths.leaders, description: 'Meet the people who shepherd us' },
    { label: 'Ministries', to: paths.ministries, description: 'Teams that serve the body' },
    { label: 'Torch Stars', to: paths.torchKids, description: "Our children's programme" },
  ]),
  link('Teachings', paths.teachings),
  group('Community', [
    { label: 'Events', to: paths.events, description: 'Gatherings and fellowship' },
    { label: 'Blog', to: paths.blog, description: 'Stories and reflections' },
    { label: 'Prayer Wall', to: paths.prayer, description: 'Share and pray together' },
    { label: 'Light Campuses', to: paths.lightCampuses, description: 'Fellowships near you' },
    { label: 'Testimonies', to: paths.testimonies, description: 'Stories of faith' },
  ]),
  group('Get Involved', [
    { label: 'Serve', to: paths.serve, description: 'Join a ministry team' },
    { label: 'Give', to: paths.give, description: 'Invest in the Word' },
    { label: 'Contact', to: paths.contact, description: "We'd love to hear from you" },
    { label: 'New Converts', to: paths.newConverts, description: 'Start your journey' },
  ]),
];

export interface QuickAction {
  label: string;
  to: string;
  icon: IconName;
}

export const mobileQuickActions: QuickAction[] = [
  { label: 'Prayer', to: paths.prayer, icon: 'heart' },
  { label: 'Give', to: paths.give, icon: 'gift' },
];

/** Every page a visitor can jump to from the mobile search box, with its mobile name. */
export function searchablePages(): NavLinkItem[] {
  return mainNavigation.flatMap((entry) =>
    entry.kind === 'link' ? [entry.item] : entry.group.items,
  );
}

/** Case-insensitive match on the page's name (either label) or its description. */
export function searchPages(query: string): NavLinkItem[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  return searchablePages().filter((item) =>
    [item.label, item.mobileLabel, item.description].some((text) =>
      text?.toLowerCase().includes(needle),
    ),
  );
}
