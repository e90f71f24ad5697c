/**
 * Decides, before any AI provider sees a message, whether it speaks of a crisis (a life or a
 * person in danger), of distress (grief, worry, loneliness…), or of neither. The phrase
 * families decide first; the classifier, which learnt from the corpus, is asked about what
 * they leave. The last few messages the person sent count too: "i can not do this any more"
 * after "my husband hit me again" is a crisis, though neither is alone. How and how well:
 * docs/assistant.md.
 */
import type { AssistantHistoryMessage } from '@torch/contract';
import type { CareClassifier } from './care-classifier';
import {
  CHILD_AGE,
  DEATH_WORDS,
  INTENT_WORDS,
  ORDINARY_SAYINGS,
  PERSONAL,
  tellsScripture,
  PHRASE_FAMILIES,
  type CrisisFamily,
} from './crisis-patterns';
import {
  ABOUT_SCRIPTURE,
  DENIED_CRISIS,
  DISTRESS_PATTERNS,
  LAUGHING,
  type DistressKind,
} from './distress-patterns';
import { asksAboutSomething, saysFeeling, SELF_FEELING } from './feeling-words';
import { normalizeMessage } from './normalize';

export type CareNeed =
  | { kind: 'crisis'; family: CrisisFamily }
  | { kind: 'distress'; family: DistressKind }
  /** Feeling that neither a crisis nor distress placed: the gentle reply that asks if they are safe. */
  | { kind: 'feeling'; family: 'unplaced' };

interface Signals {
  /** The family of the first phrase that is a crisis on its own. */
  strong: CrisisFamily | undefined;
  /** The family of each phrase that is a crisis only beside another sign. */
  weak: CrisisFamily[];
  distress: DistressKind | undefined;
  /** "im not suicidal", "im safe": the person says the crisis words do not apply. */
  denied: boolean;
  /** Under 18 by their own words: abuse or sexual violence is then a child at risk. */
  child: boolean;
  /** Plain thanks or a question about the church, with no other sign. */
  ordinary: boolean;
  /** Words of feeling, or odds that the message is not an ordinary one (feeling-words.ts). */
  feeling: boolean;
  /** A question about the church or plain thanks, whatever else is in the message. */
  asksAboutChurch: boolean;
  /** Feeling said about the writer ("am not okay"), which names no grief, loss or worry. */
  selfFeeling: boolean;
}

/** How many of the person's earlier messages are read with the new one. */
const RECENT_MESSAGES = 3;

const THANKS_ONLY =
  /^(?:ok|okay|k|thanks|thank you|thank you so much|thanks a lot|thank you very much|amen|alright|noted|sure|cool)(?: (?:pastor|ssebo|nyabo|so much|very much|god bless(?: you)?))*$/;

const CHURCH_QUESTION =
  /\b(?:when|what time|where|how do i|how can i|is there|are there|service|event|sermon|teaching|campus|register|choir|tithe|give|giving|parking)\b/;

/**
 * The classifier's log2 odds (chosen on messages written apart from the corpus it learnt from,
 * docs/assistant.md): above CLEAR it overrules a distress phrase, above LIKELY it decides a
 * message no phrase recognised; above DISTRESS it reads an unrecognised message as distress.
 * A short message ("ok someone is fixing it") carries too few words for odds to mean much, and
 * an earlier message weighs on every later one, so both need CLEAR odds.
 */
const CLEAR_CRISIS_ODDS = 12;
const LIKELY_CRISIS_ODDS = 2;
const LIKELY_DISTRESS_ODDS = 4;
const WORDS_FOR_LIKELY = 6;
/**
 * Recall first (docs/decisions/042-care-recall-first.md): a message a distress phrase placed is
 * still a crisis when the classifier finds it this much more like a crisis than not.
 */
const DISTRESS_BUT_CRISIS_ODDS = 9;
/** log2 odds against an ordinary message above which a message counts as full of feeling. */
const FEELING_ODDS = 6;

function readSignals(
  message: string,
  classifier: CareClassifier | undefined,
  { earlier }: { earlier: boolean },
): Signals {
  const plain = normalizeMessage(message);
  const said = ORDINARY_SAYINGS.reduce((text, saying) => text.replace(saying, ' '), plain);
  let strong: CrisisFamily | undefined;
  const weak: CrisisFamily[] = [];
  // "suicide" names a crisis when someone is in it, not when a Bible study discusses Saul.
  if (/\bsuicid\w*/.test(said) && PERSONAL.test(said)) strong = 'suicide';
  const scripture = tellsScripture(said);
  const families = scripture ? [] : PHRASE_FAMILIES;
  for (const { family, strong: strongPhrases, weak: weakPhrases } of families) {
    if (!strong && strongPhrases.some((pattern) => pattern.test(said))) strong = family;
    for (const pattern of weakPhrases) if (pattern.test(said)) weak.push(family);
  }
  if (!strong && DEATH_WORDS.test(said) && INTENT_WORDS.test(said)) strong = 'suicide';
  const child = CHILD_AGE.test(said);
  if (child) weak.push('child-at-risk');
  const idle = ABOUT_SCRIPTURE.test(said) || LAUGHING.test(said);
  let distress = idle
    ? undefined
    : DISTRESS_PATTERNS.find(({ pattern }) => pattern.test(said))?.kind;
  const judged = strong || scripture ? undefined : classifier?.judge(message);
  const longEnough = !earlier && plain.split(' ').length >= WORDS_FOR_LIKELY;
  const likelyEnough = !distress && longEnough;
  const threshold = likelyEnough
    ? LIKELY_CRISIS_ODDS
    : distress && longEnough
      ? DISTRESS_BUT_CRISIS_ODDS
      : CLEAR_CRISIS_ODDS;
  if (judged && judged.crisisOdds >= threshold) strong = judged.family;
  else if (judged && !distress && !idle && judged.distressOdds >= LIKELY_DISTRESS_ODDS)
    distress = 'low';
  return {
    strong,
    weak,
    distress,
    denied: DENIED_CRISIS.test(plain),
    child,
    ordinary:
      !strong &&
      weak.length === 0 &&
      !distress &&
      (THANKS_ONLY.test(plain) || CHURCH_QUESTION.test(plain)),
    feeling:
      !idle &&
      !scripture &&
      (saysFeeling(said, message) ||
        (judged !== undefined &&
          -judged.ordinaryOdds >= FEELING_ODDS &&
          !asksAboutSomething(said, message))),
    asksAboutChurch: THANKS_ONLY.test(plain) || CHURCH_QUESTION.test(plain),
    selfFeeling: !idle && SELF_FEELING.test(said),
  };
}

/**
 * Whether a message is full of feeling, read on its own: words of feeling or the classifier's
 * odds against an ordinary message. The assistant asks it before it would decline a question
 * it cannot answer, so such a message never gets "I'm not sure about that one".
 */
export function isFullOfFeeling(message: string, classifier?: CareClassifier): boolean {
  return readSignals(message, classifier, { earlier: false }).feeling;
}

/** Abuse or sexual violence against someone under 18 is reported as a child at risk. */
function familyOf(family: CrisisFamily, signals: Signals[]): CrisisFamily {
  const aboutAChild = signals.some((signal) => signal.child);
  return aboutAChild && (family === 'abuse' || family === 'sexual-violence')
    ? 'child-at-risk'
    : family;
}

/**
 * Reads a message and the person's last few before it. Without a classifier (or before it has
 * learnt) the phrase families decide alone.
 */
export function recogniseCareNeed(
  message: string,
  history: readonly AssistantHistoryMessage[] = [],
  classifier?: CareClassifier,
): CareNeed | undefined {
  const now = readSignals(message, classifier, { earlier: false });
  const earlier = history
    .filter((turn) => turn.role === 'user')
    .slice(-RECENT_MESSAGES)
    .map((turn) =>
      readSignals(turn.parts.map((part) => part.text).join(' '), classifier, { earlier: true }),
    );
  const all = [now, ...earlier];
  const crisis = (family: CrisisFamily): CareNeed => ({
    kind: 'crisis',
    family: familyOf(family, all),
  });

  const earlierCrisis = earlier.find((signal) => signal.strong && !signal.denied)?.strong;
  // "i can not do this any more" after "he hit me again" is about the abuse: its reply fits better.
  if (now.strong && !now.denied)
    return crisis(now.strong === 'hopelessness' && earlierCrisis ? earlierCrisis : now.strong);
  // Two weaker signs in the same message: "i am 15 and my uncle comes to my room at night".
  if (!now.denied && now.weak.length >= 2) return crisis(now.weak[1]!);

  const earlierWeak = earlier.flatMap((signal) => signal.weak);
  if (earlierCrisis && !now.ordinary && !now.denied) return crisis(earlierCrisis);
  // Signs spread over the messages before: "i keep thinking about the lake", "i am already at ggaba".
  if (earlierWeak.length >= 2 && !now.ordinary && !now.denied) return crisis(earlierWeak[0]!);
  // Recall first: a weaker sign beside distress or words of feeling is met as a crisis.
  if (now.weak.length > 0 && !now.denied && (earlierWeak.length > 0 || now.distress || now.feeling))
    return crisis(now.weak[0]!);
  if (now.weak.length > 0 && earlierCrisis) return crisis(now.weak[0]!);

  // "am not okay", "everything is too much": feeling that names no matter asks whether they are safe.
  const unplaced = now.distress === 'low' || now.distress === 'worry';
  if (now.selfFeeling && !now.denied && (!now.distress || unplaced))
    return { kind: 'feeling', family: 'unplaced' };
  if (now.distress) return { kind: 'distress', family: now.distress };
  if (now.denied || now.strong) return { kind: 'distress', family: 'low' };
  // Feeling no phrase placed ("everything is too much") gets the reply that asks if they are safe.
  if (now.feeling && !now.asksAboutChurch) return { kind: 'feeling', family: 'unplaced' };
  return undefined;
}
