/**
 * What the assistant knows that does not live in the database (the weekly fellowship, giving,
 * contact, the pages), and the next gathering a caring reply invites to.
 */
import { church, giving, type Event } from '@torch/contract';
import type { Gathering } from './care/care-replies';
import { longDate, timeText, type Fact } from './facts';

/** The weekly fellowship, which every church page and answer gives the same hours. */
const FELLOWSHIP = { title: 'Tuesday Fellowship', from: '5:00 PM', to: '8:00 PM' } as const;

/** Today, or the first day after it, that is a Tuesday ('2026-03-12' → '2026-03-17'). */
function nextTuesday(isoDate: string): string {
  const day = new Date(`${isoDate}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + ((2 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}

export function nextGathering(today: string, dated: Event[]): Gathering {
  const tuesday = nextTuesday(today);
  const event = dated[0];
  if (event && event.event_date < tuesday)
    return {
      title: event.title,
      when: `on ${longDate(event.event_date)}, ${timeText(event.event_time)}`,
      where: event.location,
    };
  return {
    title: FELLOWSHIP.title,
    when: `on ${longDate(tuesday)}, ${FELLOWSHIP.from} - ${FELLOWSHIP.to}`,
    where: church.address,
  };
}

/** The facts that do not live in the database: service time, giving, contact, the pages. */
export function standingFacts(): Fact[] {
  return [
    {
      kind: 'service',
      title: FELLOWSHIP.title,
      statement: `Our weekly fellowship is every Tuesday from ${FELLOWSHIP.from} to ${FELLOWSHIP.to} at ${church.address}. Everyone is welcome.`,
      link: '#/events',
      keywords:
        'service time worship meet meeting sunday weekly week every gather church fellowship tuesday',
    },
    {
      kind: 'giving',
      title: 'Giving',
      statement: `You can give on the Give page in Uganda shillings (UGX), from UGX ${giving.presetAmounts[0].toLocaleString('en-US')} or any amount you choose, by ${giving.paymentMethods.join(' or ')}. You can also give at the Tuesday fellowship.`,
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
        'Torch Stars is our ministry for children from birth to 12 years, at every Tuesday fellowship and Sunday gathering.',
      link: '#/torch-stars',
      keywords: 'kids children child sunday school baby babies toddler age family',
    },
    {
      kind: 'page',
      title: 'Join us',
      statement:
        'To join the Torch family, create an account and come to a Tuesday fellowship; the Join Us page explains the first steps.',
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
      title: 'About Torch',
      statement: `${church.name} is a fellowship in Kampala. Our mission: ${church.mission}`,
      link: '#/about',
      keywords: 'about who mission vision belief believe church history',
    },
  ];
}
