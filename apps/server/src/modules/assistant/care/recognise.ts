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
import { normalizeMessage } from './normalize';

export type CareNeed =
  | { kind: 'crisis'; family: CrisisFamily }
  | { kind: 'distress'; family: DistressKind };

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
  const likelyEnough = !distress && !earlier && plain.split(' ').length >= WORDS_FOR_LIKELY;
  if (judged && judged.crisisOdds >= (likelyEnough ? LIKELY_CRISIS_ODDS : CLEAR_CRISIS_ODDS))
    strong = judged.family;
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
  };
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
  if (now.weak.length > 0 && !now.denied && (earlierWeak.length > 0 || now.distress))
    return crisis(now.weak[0]!);
  if (now.weak.length > 0 && earlierCrisis) return crisis(now.weak[0]!);

  if (now.distress) return { kind: 'distress', family: now.distress };
  if (now.denied || now.strong) return { kind: 'distress', family: 'low' };
  return undefined;
}
