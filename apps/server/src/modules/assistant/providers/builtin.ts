/**
 * The built-in assistant: no key, no network. It answers from the same facts a vendor model
 * would be given: a question that names something (an event, a campus, a teaching) gets that
 * fact; otherwise the kind of question (next event, giving, service time…) picks the facts;
 * otherwise the best BM25 matches; otherwise it says it does not know and who to ask.
 */
import type { ChurchSettings } from '@torch/contract';
import { factsAnswer } from '../answerability';
import { tokenize } from '../bm25';
import type { Fact, FactKind, KnowledgeSnapshot } from '../knowledge';
import { ABOUT_US } from '../standing-facts';
import type { AssistantProvider, AssistantQuestion } from './provider';

/** Words that name a kind of thing, not a particular one ("event", "team", "night"). */
const GENERIC = new Set(
  tokenize(
    'event events team teams campus campuses light church service services night day time ' +
      'teaching teachings sermon blog post pastor leader fellowship torch ministry ministries ' +
      'worship join give giving prayer community family next upcoming new one sunday mission',
  ),
);

/** The facts of one kind, with a sentence that introduces them. */
type Intent = {
  pattern: RegExp;
  answer: (knowledge: KnowledgeSnapshot) => string;
  /**
   * Teachings and posts are asked for by topic or speaker too ("a sermon on prayer", "what did
   * Esther preach"): the words besides these pick the one that fits, before the latest is given.
   */
  topical?: { kind: FactKind; words: Set<string> };
};

const link = (label: string, route: string) => `[${label}](${route})`;
const ofKind = (knowledge: KnowledgeSnapshot, kind: FactKind) =>
  knowledge.facts.filter((fact) => fact.kind === kind);
const weekly = (knowledge: KnowledgeSnapshot) => ofKind(knowledge, 'service')[0]!.statement;

function eventsAnswer(knowledge: KnowledgeSnapshot): string {
  const [next, ...later] = knowledge.upcoming;
  if (!next)
    return `There are no special events on the calendar right now. ${weekly(knowledge)} Keep an eye on the ${link('Events page', '#/events')}.`;
  const registration = next.statement.endsWith('Registration is required.')
    ? ' Registration is required.'
    : '';
  const after = later.slice(0, 2).map((fact) => `${fact.title}, ${fact.when ?? ''}`);
  return [
    `The next event is ${next.title}, ${next.when ?? ''}, at ${next.where ?? ''}.${registration}`,
    after.length > 0 ? `After that: ${after.join('; ')}.` : '',
    weekly(knowledge),
    `See every event on the ${link('Events page', '#/events')}.`,
  ]
    .filter(Boolean)
    .join(' ');
}

function listAnswer(
  knowledge: KnowledgeSnapshot,
  kind: FactKind,
  intro: string,
  empty: string,
  page: [string, string],
  limit = 3,
): string {
  const facts = ofKind(knowledge, kind).slice(0, limit);
  if (facts.length === 0) return `${empty} ${link(page[0], page[1])}.`;
  return `${intro}\n\n${facts.map((fact) => `- ${fact.statement}`).join('\n')}\n\nMore on the ${link(page[0], page[1])}.`;
}

function single(knowledge: KnowledgeSnapshot, kind: FactKind, title?: string): string {
  const fact = ofKind(knowledge, kind).find((candidate) => !title || candidate.title === title);
  return fact ? `${fact.statement} ${link('Find out more', fact.link)}.` : '';
}

/** Checked in order: the first kind of question that fits is answered. */
const INTENTS: Intent[] = [
  {
    pattern: /\b(kids?|child\w*|sunday school|bab(y|ies)|torch stars)\b/i,
    answer: (k) => single(k, 'page', 'Torch Stars'),
  },
  {
    pattern:
      /\b(next|upcoming|coming up|happening|events?|programs?|programmes?|activities|this (week|weekend|month)|calendar)\b/i,
    answer: eventsAnswer,
  },
  {
    pattern: /\b(give|giving|donat\w*|tithe\w*|offering|mobile money|mtn|airtel|pay)\b/i,
    answer: (k) => single(k, 'giving'),
  },
  {
    pattern: /\b(teachings?|sermons?|preach\w*|messages?|watch|videos?|youtube)\b/i,
    topical: {
      kind: 'teaching',
      words: new Set(
        tokenize(
          'teaching teachings sermon sermons message messages preach preached preaching watch ' +
            'video videos youtube latest last recent new any about on did',
        ),
      ),
    },
    answer: (k) => {
      const latest = ofKind(k, 'teaching')[0];
      return latest
        ? `Our latest teaching is ${latest.statement} Watch it and others on the ${link('Teachings page', '#/teachings')}.`
        : `New teachings appear on the ${link('Teachings page', '#/teachings')}.`;
    },
  },
  { pattern: /\b(pray\w*|intercession)\b/i, answer: (k) => single(k, 'page', 'Prayer wall') },
  {
    pattern: /\b(blog|articles?|posts?|news|stories|read)\b/i,
    topical: {
      kind: 'post',
      words: new Set(
        tokenize(
          'blog blogs post posts article articles news story stories read latest last recent new ' +
            'any about on did say written write wrote',
        ),
      ),
    },
    answer: (k) => {
      const latest = ofKind(k, 'post')[0];
      return latest
        ? `Our latest blog post is ${latest.statement} ${link('Read it here', latest.link)}, or browse the ${link('Blog', '#/blog')}.`
        : `Stories from the fellowship appear on the ${link('Blog', '#/blog')}.`;
    },
  },
  {
    pattern: /\b(campus\w*|near me|nearby|small groups?|cell groups?|home groups?|my area)\b/i,
    answer: (k) =>
      listAnswer(
        k,
        'campus',
        'Light Campuses are our fellowships in neighbourhoods and universities:',
        'Light Campuses are starting soon; see the',
        ['Light Campuses page', '#/light-campuses'],
      ),
  },
  {
    pattern: /\b(serve|serving|volunteer\w*|teams?|ministr\w*|help out|get involved)\b/i,
    answer: (k) =>
      listAnswer(
        k,
        'team',
        'You are welcome to serve! These teams would love your help:',
        'Serving teams are listed on the',
        ['Serve page', '#/serve'],
        6,
      ),
  },
  {
    pattern: /\b(pastors?|leaders?|leadership|who leads|who runs)\b/i,
    answer: (k) =>
      listAnswer(
        k,
        'leader',
        'Our leaders:',
        'Meet our leaders on the',
        ['Leaders page', '#/leaders'],
        4,
      ),
  },
  {
    pattern: /\b(chat|talk to (other )?members|members can talk|community room)\b/i,
    answer: (k) => single(k, 'page', 'Member chat'),
  },
  {
    pattern: /\b(join|member\w*|new here|first time|visit\w*|belong)\b/i,
    answer: (k) => single(k, 'page', 'Join us'),
  },
  {
    pattern:
      /\b(services?|fellowship|meet(ing)?s?|gather\w*|sunday|tuesday|what time|when do you)\b/i,
    answer: (k) => `${weekly(k)} ${link('See the events', '#/events')}.`,
  },
  {
    pattern:
      /\b(contact|phone|call|e-?mail|address|where|located|location|directions|office|reach)\b/i,
    answer: (k) => single(k, 'contact'),
  },
  {
    pattern: /\b(about|who are you|mission|believe|beliefs)\b/i,
    answer: (k) => single(k, 'page', ABOUT_US),
  },
];

const YOU_ARE_WELCOME = "You're welcome! God bless you. Is there anything else I can help with?";

/** Said instead of a nearby fact when the facts do not answer what was asked. */
export const notKnown = (church: Pick<ChurchSettings, 'email' | 'phone'>) =>
  `I'm not sure about that one, and I would rather not guess. The church office will know: see the ${link('Contact page', '#/contact')}, write to ${church.email} or call ${church.phone}. I can also tell you about events, service times, teachings, Light Campuses, serving and giving.`;

const GREETING = /^\s*(hi|hello|hey|good (morning|afternoon|evening)|greetings|hallo)\b[\s!.,]*$/i;
const THANKS = /\b(thanks|thank you|thank u|appreciate)\b/i;

const plainWords = (text: string) => ` ${tokenize(text).join(' ')} `;

/**
 * The fact a question names by title: by a word of it that is not generic ("the Kireka
 * outreach", "Ntinda campus"), or by the whole title ("when is the Night of Worship").
 */
function namedFact(question: string, relevant: Fact[]): Fact | undefined {
  const asked = new Set(tokenize(question));
  const askedPhrase = plainWords(question);
  return relevant.find((fact) => {
    if (fact.kind === 'page' || fact.kind === 'giving' || fact.kind === 'contact') return false;
    return (
      tokenize(fact.title).some((word) => !GENERIC.has(word) && asked.has(word)) ||
      askedPhrase.includes(plainWords(fact.title))
    );
  });
}

/** The teaching or post a question asks about by topic or speaker, if it names one. */
function topicalFact(question: string, relevant: Fact[], intent: Intent): Fact | undefined {
  if (!intent.topical) return undefined;
  const { kind, words } = intent.topical;
  const topic = tokenize(question).filter((word) => !words.has(word));
  if (topic.length === 0) return undefined;
  return relevant.find(
    (fact) =>
      fact.kind === kind &&
      topic.some((word) =>
        tokenize(`${fact.title} ${fact.statement} ${fact.keywords}`).includes(word),
      ),
  );
}

/**
 * A short follow-up that points back ("and where is it held?") is read together with the
 * visitor's previous question, so "it" means what they were asking about.
 */
function topicOf(question: string, history: AssistantQuestion['history']): string {
  const previous = history
    .filter((message) => message.role === 'user')
    .at(-1)
    ?.parts.map((part) => part.text)
    .join(' ');
  const pointsBack = /\b(it|its|that|this|there|they|them)\b/i.test(question);
  return previous && pointsBack && tokenize(question).length <= 3
    ? `${previous} ${question}`
    : question;
}

export function builtinAnswer(input: AssistantQuestion): string {
  const { knowledge } = input;
  const { church } = knowledge;
  const declined = notKnown(church);
  const question = topicOf(input.question, input.history);
  const relevant =
    question === input.question
      ? input.relevant
      : knowledge.index.search(question, 6).map((match) => match.document);
  if (GREETING.test(question))
    return `Hello and welcome to ${church.name}! I can tell you about our next events, service times, teachings, Light Campuses, serving teams and how to give. What would you like to know?`;
  if (!factsAnswer(question, relevant)) return THANKS.test(question) ? YOU_ARE_WELCOME : declined;
  const intent = INTENTS.find((candidate) => candidate.pattern.test(question));
  const named =
    (intent && topicalFact(question, relevant, intent)) ?? namedFact(question, relevant);
  if (named) return `${named.statement} ${link('Find out more', named.link)}.`;
  const answer = intent?.answer(knowledge);
  if (answer) return answer;
  if (THANKS.test(question)) return YOU_ARE_WELCOME;
  // Only facts that match most of what was asked: one shared word is a coincidence.
  const askedWords = tokenize(question);
  const best = relevant
    .filter((fact) => {
      const words = new Set(tokenize(`${fact.title} ${fact.keywords}`));
      return askedWords.filter((word) => words.has(word)).length * 3 >= askedWords.length * 2;
    })
    .slice(0, 2);
  if (best.length > 0)
    return `Here is what I found:\n\n${best.map((fact) => `- ${fact.statement} ${link('More', fact.link)}`).join('\n')}`;
  return declined;
}

/** Words in small groups, so the widget shows the answer growing as it would from a model. */
export function* chunksOf(text: string, wordsPerChunk = 3): Generator<string> {
  const pieces = text.match(/\S+\s*/g) ?? [];
  for (let i = 0; i < pieces.length; i += wordsPerChunk)
    yield pieces.slice(i, i + wordsPerChunk).join('');
}

const CHUNK_GAP_MS = 12;

export class BuiltinProvider implements AssistantProvider {
  readonly name = 'builtin';

  async *stream(question: AssistantQuestion, signal: AbortSignal): AsyncGenerator<string> {
    for (const chunk of chunksOf(builtinAnswer(question))) {
      if (signal.aborted) return;
      yield chunk;
      await new Promise((resolve) => setTimeout(resolve, CHUNK_GAP_MS));
    }
  }
}
