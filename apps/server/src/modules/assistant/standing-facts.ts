/**
 * What the assistant knows that does not live in the content tables: the church's gatherings,
 * giving and contacts from its settings (docs/configuration.md#church-settings), the pages, and
 * the next gathering a caring reply invites to.
 */
import { giving, weekdays, type ChurchSettings, type Event } from '@torch/contract';
import { longDate, timeText, type Fact } from './facts';

type WeeklyGathering = ChurchSettings['gatherings'][number];

/** The next time the church meets, as the assistant knows it: "Youth Night, on …". */
export interface Gathering {
  title: string;
  when: string;
  where: string;
}

/** Today, or the first day after it, that falls on `weekday` ('2026-03-12', Tuesday → '2026-03-17'). */
function nextWeekday(isoDate: string, weekday: WeeklyGathering['day']): string {
  const day = new Date(`${isoDate}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + ((weekdays.indexOf(weekday) - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}

const hours = (gathering: WeeklyGathering) =>
  `${timeText(gathering.start)} - ${timeText(gathering.end)}`;

/** The sooner of the church's next weekly gathering and its next dated event. */
export function nextGathering(
  today: string,
  dated: Event[],
  church: ChurchSettings,
): Gathering | undefined {
  const weekly = church.gatherings
    .map((gathering) => ({ gathering, date: nextWeekday(today, gathering.day) }))
    .sort((a, b) => (a.date + a.gathering.start).localeCompare(b.date + b.gathering.start))[0];
  const event = dated[0];
  if (event && (!weekly || event.event_date < weekly.date))
    return {
      title: event.title,
      when: `on ${longDate(event.event_date)}, ${timeText(event.event_time)}`,
      where: event.location,
    };
  if (!weekly) return undefined;
  return {
    title: weekly.gathering.name,
    when: `on ${longDate(weekly.date)}, ${hours(weekly.gathering)}`,
    where: church.address,
  };
}

/** "every Tuesday from 5:00 PM to 8:00 PM (Tuesday Service)", each gathering once. */
function gatheringsText(church: ChurchSettings): string {
  if (church.gatherings.length === 0)
    return `Ask the church office when we meet next: ${church.email} or ${church.phone}.`;
  const each = church.gatherings.map(
    (g) => `every ${g.day} from ${timeText(g.start)} to ${timeText(g.end)} (${g.name})`,
  );
  return `We meet ${each.join('; and ')} at ${church.address}. Everyone is welcome.`;
}

/** The title of the church's own fact, which the built-in assistant asks for by name. */
export const ABOUT_US = 'About us';

/** The facts that do not live in the content tables: service time, giving, contact, the pages. */
export function standingFacts(church: ChurchSettings): Fact[] {
  return [
    {
      kind: 'service',
      title: church.gatherings[0]?.name ?? 'Gatherings',
      statement: gatheringsText(church),
      link: '#/events',
      keywords: `service time worship meet meeting sunday weekly week every gather church fellowship tuesday ${church.gatherings.map((g) => `${g.name} ${g.day}`).join(' ')}`,
    },
    {
      kind: 'giving',
      title: 'Giving',
      statement: `You can give on the Give page in ${church.currency}, from ${church.currency} ${Math.min(...church.donationPresets).toLocaleString('en-US')} or any amount you choose, by ${giving.paymentMethods.join(' or ')}, to ${church.funds.join(', ')}.${church.gatherings[0] ? ` You can also give at the ${church.gatherings[0].name}.` : ''}`,
      link: '#/give',
      keywords:
        'give giving donate donation tithe offering money mobile mtn airtel ugx pay support currency shilling amount smallest minimum',
    },
    {
      kind: 'contact',
      title: 'Contact',
      statement: `You can reach the church office at ${church.email} or ${church.phone}, or visit us at ${church.address}. The Contact page has a form too.`,
      link: '#/contact',
      keywords:
        'contact phone call email address location located where find office visit reach directions map',
    },
    {
      kind: 'page',
      title: 'Prayer wall',
      statement:
        'You can share a prayer request on the Prayer page; our prayer team prays over every request, and you can keep yours private.',
      link: '#/prayer',
      keywords: 'prayer pray request intercession praying send share private team',
    },
    {
      kind: 'page',
      title: 'Torch Stars',
      statement:
        'Torch Stars is our ministry for children from birth to 12 years, at every one of our gatherings.',
      link: '#/torch-stars',
      keywords: 'kids children child sunday school baby babies toddler age family',
    },
    {
      kind: 'page',
      title: 'Join us',
      statement: `To join the ${church.shortName} family, create an account and come to ${church.gatherings[0] ? `a ${church.gatherings[0].name}` : 'one of our gatherings'}; the Join Us page explains the first steps.`,
      link: '#/join-us',
      keywords: 'join member membership become new visitor first time belong register account',
    },
    {
      kind: 'page',
      title: 'Member chat',
      statement:
        'Members can talk with each other in the Chat once they have signed in, in the community room or privately.',
      link: '#/chat',
      keywords: 'chat talk message members online',
    },
    {
      kind: 'page',
      title: ABOUT_US,
      statement: `${church.name}: ${church.tagline}. We are at ${church.address}. Our mission: ${church.mission}`,
      link: '#/about',
      keywords: `about who mission vision belief believe church history ${church.name} ${church.shortName}`,
    },
  ];
}
