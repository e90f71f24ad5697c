/**
 * Puts a message into one plain form before the care patterns read it, so the patterns can be
 * written once for the way people really type: lower case, no accents or punctuation,
 * contractions and text-speak spelt out ("im gonna kms" → "i am going to kill myself"),
 * stretched letters shrunk ("pleaseee", "diiie") and the common misspellings of the words that
 * matter most corrected ("sucide", "myslf"). How this was chosen: docs/assistant.md.
 */
import { distance } from 'fastest-levenshtein';

/** Whole-word replacements: text-speak, contractions without apostrophes, frequent misspellings. */
const SPELLED_OUT: Record<string, string> = {
  im: 'i am',
  iam: 'i am',
  ive: 'i have',
  dont: 'do not',
  dnt: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  cant: 'can not',
  cnt: 'can not',
  cannot: 'can not',
  couldnt: 'could not',
  wont: 'will not',
  wouldnt: 'would not',
  isnt: 'is not',
  aint: 'am not',
  arent: 'are not',
  wasnt: 'was not',
  havent: 'have not',
  hasnt: 'has not',
  shouldnt: 'should not',
  nt: 'not',
  wanna: 'want to',
  wana: 'want to',
  wantto: 'want to',
  gonna: 'going to',
  gona: 'going to',
  gotta: 'got to',
  finna: 'going to',
  tryna: 'trying to',
  lemme: 'let me',
  u: 'you',
  ya: 'you',
  yu: 'you',
  ur: 'your',
  r: 'are',
  n: 'and',
  nd: 'and',
  b4: 'before',
  bt: 'but',
  hv: 'have',
  av: 'have',
  wil: 'will',
  wl: 'will',
  shd: 'should',
  wud: 'would',
  wld: 'would',
  cud: 'could',
  pls: 'please',
  plz: 'please',
  plis: 'please',
  coz: 'because',
  cos: 'because',
  cuz: 'because',
  bcoz: 'because',
  bcos: 'because',
  bcz: 'because',
  bc: 'because',
  rn: 'right now',
  idk: 'i do not know',
  tho: 'though',
  dis: 'this',
  dat: 'that',
  de: 'the',
  da: 'the',
  wen: 'when',
  wat: 'what',
  wht: 'what',
  hw: 'how',
  ma: 'my',
  mi: 'my',
  mah: 'my',
  ppl: 'people',
  evry1: 'everyone',
  every1: 'everyone',
  any1: 'anyone',
  no1: 'no one',
  noone: 'no one',
  nobdy: 'nobody',
  some1: 'someone',
  sum1: 'someone',
  tonite: 'tonight',
  '2nite': 'tonight',
  '2night': 'tonight',
  '2day': 'today',
  '2moro': 'tomorrow',
  '2morrow': 'tomorrow',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tomorow: 'tomorrow',
  anymore: 'any more',
  anymoree: 'any more',
  nomore: 'no more',
  lyf: 'life',
  lyfe: 'life',
  lif: 'life',
  tym: 'time',
  msg: 'message',
  msgs: 'messages',
  tonyt: 'tonight',
  nyt: 'night',
  evry: 'every',
  evrything: 'everything',
  evryone: 'everyone',
  evrybody: 'everybody',
  sumtimes: 'sometimes',
  vn: 'voice note',
  kms: 'kill myself',
  kmsf: 'kill myself',
  kys: 'kill yourself',
  unalive: 'kill',
  unalived: 'killed',
  unaliving: 'killing',
  sewerslide: 'suicide',
  suicied: 'suicide',
  suiside: 'suicide',
  sucide: 'suicide',
  sucidal: 'suicidal',
  suside: 'suicide',
  sooside: 'suicide',
  kil: 'kill',
  kll: 'kill',
  kiling: 'killing',
  killin: 'killing',
  dyin: 'dying',
  dieing: 'dying',
  cuttin: 'cutting',
  cuting: 'cutting',
  hurtin: 'hurting',
  beatin: 'beating',
  hittin: 'hitting',
  tryin: 'trying',
  livin: 'living',
  goin: 'going',
  nuthin: 'nothing',
  nothin: 'nothing',
  myslf: 'myself',
  mysef: 'myself',
  mysel: 'myself',
  myselfe: 'myself',
  maself: 'myself',
  meself: 'myself',
  maslf: 'myself',
  herslf: 'herself',
  himslf: 'himself',
  depresed: 'depressed',
  depressd: 'depressed',
  depresd: 'depressed',
  stil: 'still',
  fel: 'feel',
  ned: 'need',
  hubby: 'husband',
  hubbie: 'husband',
  bf: 'boyfriend',
  gf: 'girlfriend',
  mum: 'mother',
  mom: 'mother',
  mama: 'mother',
  mummy: 'mother',
  dad: 'father',
  daddy: 'father',
  papa: 'father',
  stepdad: 'stepfather',
  stepmum: 'stepmother',
  stepmom: 'stepmother',
  jajja: 'grandmother',
  grandma: 'grandmother',
  granny: 'grandmother',
  grandpa: 'grandfather',
  yrs: 'years',
  yr: 'years',
  yo: 'years',
  aunty: 'aunt',
  auntie: 'aunt',
};

/** Two-word forms that mean one word here ("my self", "step father", "any more"). */
const JOINED: [RegExp, string][] = [
  [/\b(my|me) self\b/g, 'myself'],
  [/\bher self\b/g, 'herself'],
  [/\bhim self\b/g, 'himself'],
  [/\bthem selves\b/g, 'themselves'],
  [/\bstep (father|mother|son|daughter)\b/g, 'step$1'],
  [/\bself (harm\w*|injur\w*|mutilat\w*)\b/g, 'selfharm'],
  [/\bover dos(e|ed|ing)\b/g, 'overdos$1'],
  // Luganda a Kampala congregation types: "I want to die", "I am tired of this life",
  // "I can no longer manage", "my husband beats me", "I want to kill myself", "I cut myself",
  // "he took me by force".
  [/\bnjagala (?:okufa|kufa)\b/g, 'i want to die'],
  [/\bnkooye obulamu\b/g, 'i am tired of life'],
  [/\bsikyasobola\b/g, 'i can not go on'],
  [/\bbba wange ankuba\b/g, 'my husband beats me'],
  [/\bbaze wange ankuba\b/g, 'my husband beats me'],
  [/\bnjagala okwetta\b/g, 'i want to kill myself'],
  [/\bnesaze\b/g, 'i cut myself'],
  [/\byankwata lwa maanyi\b/g, 'he took me by force'],
  // Swahili, from neighbours and visitors: "help us", "the house is burning", "I want to kill myself".
  [/\bsaidieni\b/g, 'help us'],
  [/\bnyumba inaungua\b/g, 'the house is on fire'],
  [/\bnataka kujiua\b/g, 'i want to kill myself'],
];

/**
 * Long words worth recognising even when misspelt by one letter (two from ten letters on). Short
 * words are not here: one letter turns "kill" into "fill" or "will". Words one edit from a
 * listed word but meaning something ordinary are kept as they are (`ORDINARY_NEIGHBOURS`).
 */
const IMPORTANT_WORDS = [
  'suicide',
  'suicidal',
  'myself',
  'himself',
  'herself',
  'overdose',
  'overdosed',
  'unconscious',
  'breathing',
  'bleeding',
  'molested',
  'threatening',
  'threatened',
  'stepfather',
  'stepmother',
  'strangled',
  'kidnapped',
];

const ORDINARY_NEIGHBOURS = new Set(['yourself', 'breaking', 'bleeping', 'breeding']);

const corrected = new Map<string, string>();

/** "mysefl" for "myself": two letters swapped is one slip to a typist, two edits to Levenshtein. */
function swapsTwoLetters(word: string, candidate: string): boolean {
  if (word.length !== candidate.length) return false;
  const differ = [...word].flatMap((letter, index) => (letter === candidate[index] ? [] : [index]));
  const [first, second] = differ;
  return (
    differ.length === 2 &&
    second === first! + 1 &&
    word[first!] === candidate[second] &&
    word[second] === candidate[first!]
  );
}

function correctMisspelling(word: string): string {
  if (word.length < 6 || ORDINARY_NEIGHBOURS.has(word)) return word;
  const known = corrected.get(word);
  if (known !== undefined) return known;
  let best = word;
  for (const candidate of IMPORTANT_WORDS) {
    if (candidate[0] !== word[0] || Math.abs(candidate.length - word.length) > 2) continue;
    const allowed = candidate.length >= 10 ? 2 : 1;
    if (distance(word, candidate) <= allowed || swapsTwoLetters(word, candidate)) {
      best = candidate;
      break;
    }
  }
  // Bounded: the words people type are many, but a long-running server must not grow forever.
  if (corrected.size < 10_000) corrected.set(word, best);
  return best;
}

/** The plain form every care pattern is written against: words separated by single spaces. */
export function normalizeMessage(text: string): string {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    // "don't", "don’t" and "dont" become one word before the spelling-out.
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    // "pleaseee", "diiie", "nooo": a letter three times or more is the letter once.
    .replace(/([a-z])\1{2,}/g, '$1')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((word) => SPELLED_OUT[word] ?? correctMisspelling(word));
  let plain = ` ${words.join(' ')} `;
  for (const [pattern, joined] of JOINED) plain = plain.replace(pattern, joined);
  return plain.replace(/\s+/g, ' ').trim();
}
