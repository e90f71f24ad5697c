/**
 * A second opinion for the phrase families: a naive Bayes classifier (wink's) that learns from
 * the care corpus which words and word pairs mark a crisis, distress or an ordinary question.
 * The phrases are precise but only know what was written into them; measured on sets of
 * messages written apart from them, they recognised 60 to 70 % of crises, the classifier
 * about 88 %, and the two together more (docs/assistant.md). It learns at start, in a few
 * milliseconds, from the same files the tests read.
 */
import naiveBayesTextClassifier from 'wink-naive-bayes-text-classifier';
import { careExamples, type CareExample } from './care-corpus';
import type { CrisisFamily } from './crisis-patterns';
import { normalizeMessage } from './normalize';

/** Words and neighbouring pairs of the normalised message: "i want to die" → …, "to_die". */
function features(text: string): string[] {
  const words = normalizeMessage(text).split(' ');
  const pairs = words.slice(1).map((word, index) => `${words[index]}_${word}`);
  return [...words, ...pairs];
}

function classifier() {
  const model = naiveBayesTextClassifier();
  model.defineConfig({ considerOnlyPresence: true, smoothingFactor: 0.5 });
  model.definePrepTasks([features]);
  return model;
}

export interface CareJudgement {
  /** log2 odds that the message is a crisis rather than distress or ordinary. */
  crisisOdds: number;
  /** log2 odds that it is distress rather than a crisis or ordinary. */
  distressOdds: number;
  /** log2 odds that it is an ordinary message rather than a crisis or distress. */
  ordinaryOdds: number;
  /** The crisis family it is most like. */
  family: CrisisFamily;
}

export class CareClassifier {
  private readonly kind = classifier();
  private readonly family = classifier();

  constructor(examples: readonly CareExample[] = careExamples()) {
    for (const { text, label } of examples) {
      const crisis = label !== 'distress' && label !== 'ordinary';
      this.kind.learn(text, crisis ? 'crisis' : label);
      if (crisis) this.family.learn(text, label);
    }
    this.kind.consolidate();
    this.family.consolidate();
  }

  judge(text: string): CareJudgement {
    const odds = new Map(this.kind.computeOdds(text));
    return {
      crisisOdds: odds.get('crisis') ?? 0,
      distressOdds: odds.get('distress') ?? 0,
      ordinaryOdds: odds.get('ordinary') ?? 0,
      family: (this.family.computeOdds(text)[0]?.[0] ?? 'suicide') as CrisisFamily,
    };
  }
}

let shared: CareClassifier | undefined | null;

/**
 * The classifier every question uses, taught once per process from the corpus (at start, by
 * main.ts, or on the first question). Undefined if the corpus cannot be read: the phrase
 * families then decide alone, and a crisis is still met.
 */
export function sharedCareClassifier(
  onError?: (error: unknown) => void,
): CareClassifier | undefined {
  if (shared === undefined) {
    try {
      shared = new CareClassifier();
    } catch (error) {
      shared = null;
      onError?.(error);
    }
  }
  return shared ?? undefined;
}
