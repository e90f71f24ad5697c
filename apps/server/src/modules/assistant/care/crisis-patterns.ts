/**
 * The phrase families that mark a message as a crisis, written against the normalised text
 * (`normalize.ts`: "i am", "do not", "can not", "want to", "any more", "myself"). A `strong`
 * phrase is a crisis on its own; a `weak` one ("i can not do this any more", "he comes to my
 * room at night") is a crisis only beside another sign, in the same message or in the last
 * few the person sent. Patterns lean towards recall: a caring reply to an ordinary question
 * costs a moment, a missed crisis can cost a life. Measured rates: docs/assistant.md.
 */

import { DANGER_FAMILIES } from './crisis-phrases/danger.data';
import { HARM_FAMILIES } from './crisis-phrases/harm.data';
import { LIFE_FAMILIES } from './crisis-phrases/life.data';

export const CRISIS_FAMILIES = [
  'suicide',
  'wish-to-be-gone',
  'hopelessness',
  'self-harm',
  'abuse',
  'sexual-violence',
  'child-at-risk',
  'emergency',
] as const;

export type CrisisFamily = (typeof CRISIS_FAMILIES)[number];

export interface PhraseFamily {
  family: CrisisFamily;
  strong: RegExp[];
  weak: RegExp[];
}

export { CHILD_AGE } from './crisis-phrases/pieces';
export { ORDINARY_SAYINGS } from './crisis-phrases/ordinary-sayings.data';

/** Every family's phrases, in the order of CRISIS_FAMILIES. */
export const PHRASE_FAMILIES: PhraseFamily[] = [
  ...LIFE_FAMILIES,
  ...HARM_FAMILIES,
  ...DANGER_FAMILIES,
];

/**
 * Death spoken of with intent, in any words the phrases above missed: a word of dying or
 * killing, and in the same message a person's will or a time ("does god forgive someone who
 * takes their own life? im gonna do it"). Read after the ordinary sayings are removed.
 */
/** A word of one's own person: the bare word "suicide" is a crisis only beside it. */
export const PERSONAL =
  /\b(?:i|me|my|myself|mine|she|he|her|his|friend|sister|brother|son|daughter|mother|father|husband|wife|thoughts?|attempt\w*|commit\w*|thinking|sin|forgive\w*)\b/;

/** Scripture's own stories ("they threw Jonah into the sea"): no crisis without a first person. */
const ABOUT_SCRIPTURE_STORY =
  /\b(?:bible|scripture|verse|chapter|jonah|samson|saul|judas|daniel|david|goliath|cain|abel|pharaoh|herod|stephen|job|elijah|jezebel|moses|abraham|isaac|philistines|israelites|apostles?|disciples|martyrs?|ecclesiastes|solomon|ananias|sapphira)\b/;
const FIRST_PERSON = /\b(?:i|me|my|myself|mine)\b(?! (?:bible|notes|study|cell|group|class))/;

/** True when a message tells a story of scripture rather than the writer's own. */
export const tellsScripture = (text: string) =>
  ABOUT_SCRIPTURE_STORY.test(text) && !FIRST_PERSON.test(text);

export const DEATH_WORDS =
  /\b(?:die|dying|dead|death|suicid\w*|grave|own life|kill|killing|end it|end my|finish it|jump|hang|overdos\w*)\b/;
export const INTENT_WORDS =
  /\b(?:i am going to|going to do it|i will do it|do it (?:tonight|today|now)|i am ready|i have decided|decided|planning|tonight|this time|my mind is made up)\b/;
