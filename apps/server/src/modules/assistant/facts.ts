/**
 * The church's content as the assistant states it: one short fact per event, teaching, post,
 * campus, team and leader, with the sentence that states it and the page that shows it.
 */
import {
  duplicatesGathering,
  recurringDay,
  type BlogPost,
  type ChurchSettings,
  type Event,
  type Leader,
  type LightCampus,
  type MinistryTeam,
  type Teaching,
} from '@torch/contract';

export type FactKind =
  | 'event'
  | 'service'
  | 'teaching'
  | 'post'
  | 'campus'
  | 'team'
  | 'leader'
  | 'giving'
  | 'contact'
  | 'page';

export interface Fact {
  kind: FactKind;
  /** The name a visitor would use for it ("Night of Worship", "Ntinda Light Campus"). */
  title: string;
  /** The sentence the built-in assistant says, and the fact a vendor model is given. */
  statement: string;
  /** The app route that shows it, as the web app links it: `#/events`. */
  link: string;
  /** Extra words to be found by (descriptions, speakers, categories). */
  keywords: string;
  /** Events only: "on Friday, 20 March 2026, 6:30 PM - 9:30 PM" and the place. */
  when?: string;
  where?: string;
}

/** '2026-03-20' → 'Friday, 20 March 2026': how the assistant writes every date. */
export const longDate = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** '19:00' → '7:00 PM'; ranges are already written for people. */
export function timeText(eventTime: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(eventTime.trim());
  if (!match) return eventTime;
  const hours = Number(match[1]);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

const firstSentence = (text: string, max = 160) => {
  const plain = text
    .replace(/[#*_>`[\]()!]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = /^(.+?[.!?])(\s|$)/.exec(plain)?.[1] ?? plain;
  return sentence.length > max ? `${sentence.slice(0, max - 1).trimEnd()}…` : sentence;
};

/**
 * A weekly event that is one of the church's gatherings is a `service` fact, which the
 * gatherings' own fact states (standing-facts.ts); any other is an event, "every Friday".
 */
export function eventFact(event: Event, church?: Pick<ChurchSettings, 'gatherings'>): Fact {
  const weekly = recurringDay(event.event_date);
  const day = weekly ? `every ${weekly}` : `on ${longDate(event.event_date)}`;
  const when = `${day}, ${timeText(event.event_time)}`;
  const registration = event.registration_required ? ' Registration is required.' : '';
  const gathering = church ? duplicatesGathering(event, church) : weekly !== null;
  return {
    kind: gathering ? 'service' : 'event',
    title: event.title,
    statement: `${event.title} is ${when}, at ${event.location}.${registration}`,
    link: '#/events',
    keywords: `event ${event.description}`,
    when,
    where: event.location,
  };
}

export function teachingFact(teaching: Teaching): Fact {
  return {
    kind: 'teaching',
    title: teaching.title,
    statement: `"${teaching.title}" by ${teaching.speaker} (${teaching.category}, ${longDate(teaching.preached_at.slice(0, 10))}). ${firstSentence(teaching.description)}`,
    link: '#/teachings',
    keywords: `teaching sermon message preach watch video ${teaching.speaker} ${teaching.category} ${teaching.description}`,
  };
}

export function postFact(post: BlogPost): Fact {
  return {
    kind: 'post',
    title: post.title,
    statement: `"${post.title}" by ${post.authorName}. ${firstSentence(post.content)}`,
    link: `#/blog/${post.slug}`,
    keywords: `blog post article news read story ${post.content.slice(0, 400)}`,
  };
}

export function campusFact(campus: LightCampus): Fact {
  return {
    kind: 'campus',
    title: campus.name,
    statement: `${campus.name} meets ${campus.meetingSchedule} at ${campus.location}, led by ${campus.leaderName} (${campus.contactInfo}).`,
    link: '#/light-campuses',
    keywords: `campus light campuses near small group home cell ${campus.location}`,
  };
}

export function teamFact(team: MinistryTeam): Fact {
  return {
    kind: 'team',
    title: team.name,
    statement: `The ${team.name} team, led by ${team.leaderName}: ${firstSentence(team.description)} You can apply to join it on the Serve page.`,
    link: '#/serve',
    keywords: `team serve volunteer ministry join help lead leads charge ${team.description}`,
  };
}

export function leaderFact(leader: Leader): Fact {
  return {
    kind: 'leader',
    title: leader.name,
    statement: `${leader.name} is our ${leader.title}. ${firstSentence(leader.bio)}`,
    link: '#/leaders',
    keywords: `leader pastor leadership ${leader.title} ${leader.bio}`,
  };
}
