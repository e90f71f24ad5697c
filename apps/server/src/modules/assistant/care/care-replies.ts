/**
 * What the assistant says when a message speaks of a crisis or of distress. The words are
 * fixed here, not left to a model, so every church hears the same careful answer whichever AI
 * service it pays for. A crisis reply is caring words, then the numbers to call, then the
 * church's own people, and nothing after that; a distress reply offers prayer and a pastor,
 * never the emergency numbers; feeling no phrase placed gets a gentle reply that asks whether
 * the person is safe, with a pastor and a helpline. No care reply ever names or promotes an
 * event: a person in pain is met, not marketed to (docs/decisions/042-care-recall-first.md).
 */
import { prayerFormLink, type ChurchSettings } from '@torch/contract';
import type { CareContacts } from '../../../config';
import type { CrisisFamily } from './crisis-patterns';
import type { DistressKind } from './distress-patterns';

/** The opening words: what a pastor would say first to each kind of crisis. */
const CRISIS_OPENING: Record<CrisisFamily, string> = {
  suicide:
    "I'm so sorry things feel this heavy, and I'm really glad you told me. Your life matters, to God and to us, and you don't have to carry this alone.",
  'wish-to-be-gone':
    "I'm so sorry you're feeling this way, and I'm really glad you told me. Your life matters, to God and to us, and you don't have to carry this alone.",
  hopelessness:
    "I'm so sorry you're at this point, and I'm really glad you reached out. Please stay with us: your life matters, and you don't have to face this alone.",
  'self-harm':
    "I'm so sorry you're hurting like this, and thank you for trusting me with it. You deserve care, not more pain, and you don't have to face this alone.",
  abuse:
    "I'm so sorry this is happening. Nobody deserves to be hurt or threatened, and it is not your fault. Your safety matters most.",
  'sexual-violence':
    "I'm so sorry this happened. It is not your fault, and you deserve care and safety. A health centre can give medical care, and medicine that prevents HIV and pregnancy works best within 72 hours.",
  'child-at-risk':
    "Thank you for speaking up. A child's safety comes first, and this must not be kept secret. If you are the child, it is not your fault, and you deserve to be safe.",
  emergency: 'This sounds like an emergency. Please get help right now.',
};

const DISTRESS_OPENING: Record<DistressKind, string> = {
  grief: "I'm so sorry for your loss. Grief is heavy, and it's okay not to be okay.",
  worry: "That sounds like a lot to carry. You don't have to hold it on your own.",
  lonely: "I'm sorry you're feeling alone. You are seen, and you are welcome here.",
  low: "I'm sorry you're going through this, and thank you for sharing how you feel.",
  hardship: "I'm sorry things are so hard right now. You don't have to face this on your own.",
  prayer: 'Thank you for asking. We would be glad to pray with you.',
};

/**
 * A sentence only each kind of care reply says: how a measurement (bench/care-heldout.ts) tells
 * the replies apart as a visitor reads them.
 */
export const CARE_REPLY_MARKS = {
  crisis: 'Our pastors want to stand with you',
  distress: 'Our prayer team would love to pray with you',
  feeling: 'Are you safe right now?',
} as const;

/** A phone number as a link the widget lets a phone dial: `[999](tel:999)`. */
const call = (number: string) => `[${number}](tel:${number.replace(/[^0-9+]/g, '')})`;

/** "999 or 112"; "A, B or C". */
function either(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** How the reply reaches the church's own people. */
export type CareChurch = Pick<ChurchSettings, 'phone' | 'email'>;

const churchPeople = (church: CareChurch) =>
  `call ${call(church.phone)} or write to ${church.email}`;

/** "Sauti Uganda Child Helpline (child abuse…): [116](tel:116) or …", or '' when none are set. */
function helplineList(contacts: CareContacts): string {
  return either(
    contacts.helplines.map(
      ({ name, number, purpose }) => `${name}${purpose ? ` (${purpose})` : ''}: ${call(number)}`,
    ),
  );
}

export function crisisReply(
  family: CrisisFamily,
  contacts: CareContacts,
  church: CareChurch,
): string {
  const danger =
    family === 'emergency'
      ? `Call ${either(contacts.emergencyNumbers.map(call))} now, or get to the nearest hospital or police station.`
      : `If you or anyone else is in danger right now, call ${either(contacts.emergencyNumbers.map(call))}, or go to the nearest hospital or police station.`;
  const helplines = helplineList(contacts);
  return [
    CRISIS_OPENING[family],
    danger,
    helplines ? `You can also call ${helplines}.` : '',
    `${CARE_REPLY_MARKS.crisis}: ${churchPeople(church)}. You can also ask for prayer privately on the [Prayer page](${prayerFormLink}).`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

export function distressReply(kind: DistressKind, church: CareChurch): string {
  return [
    DISTRESS_OPENING[kind],
    `${CARE_REPLY_MARKS.distress}: [share a prayer request](${prayerFormLink}), and you can keep it private.`,
    `If you would like to talk with one of our pastors, ${churchPeople(church)}.`,
  ].join('\n\n');
}

/**
 * For a message full of feeling that neither a crisis nor distress phrase placed ("everything
 * is too much"): gentle words, the question whether they are safe with the numbers if not, a
 * pastor, a helpline, and private prayer.
 */
export function feelingReply(contacts: CareContacts, church: CareChurch): string {
  const helplines = helplineList(contacts);
  return [
    "Thank you for telling me. It sounds like a lot is weighing on you, and you don't have to carry it alone.",
    `${CARE_REPLY_MARKS.feeling} If you or anyone else is in danger, please call ${either(contacts.emergencyNumbers.map(call))}, or go to the nearest hospital or police station.`,
    `If you would like to talk, one of our pastors would be glad to listen: ${churchPeople(church)}.`,
    helplines ? `You can also call ${helplines}.` : '',
    `You can also ask for prayer privately on the [Prayer page](${prayerFormLink}).`,
  ]
    .filter(Boolean)
    .join('\n\n');
}
