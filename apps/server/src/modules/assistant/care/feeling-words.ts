/**
 * Words of feeling: how a person says that something is wrong inside without saying what
 * ("everything is too much", "am not okay", "i am so tired of it all"). A message that speaks
 * this way, and that no crisis or distress phrase placed, gets the gentle reply that asks
 * whether the person is safe (docs/assistant.md#feeling-the-assistant-cannot-place), never the
 * "not sure" decline. Our own short lexicon, written against the normalised text
 * (`normalize.ts`: "i am", "can not", "do not"), read together with the classifier's odds.
 */

const words = (...alternatives: string[]) => new RegExp(`\\b(?:${alternatives.join('|')})\\b`);

/** Feeling said plainly: a word of pain, fear, weariness or being lost. */
export const FEELING_WORDS = words(
  'too much',
  'so much (?:pain|pressure|stress)',
  'overwhelm\\w*',
  '(?:i am|am|i feel|feeling|i am really|i am just|i am so) not (?:okay|ok|fine|alright|well|good|myself)',
  'not (?:okay|ok|fine|alright) (?:at all|really|honestly|today|these days)',
  '(?:so|very|really|too|just) (?:heavy|hard|tired|weary|sad|lost|scared|confused|low|down|weak|broken|empty|numb|drained)',
  'heavy (?:heart|inside|on me)',
  'broken (?:inside|down|hearted)',
  'falling apart',
  '(?:fall|falls) apart',
  '(?:breaking|broke) down',
  'can not (?:take|handle|breathe|think|cope|stop|bear|hold|carry|manage)',
  'drowning',
  'suffocat\\w*',
  'exhausted',
  'worn out',
  'drained',
  'numb',
  'empty inside',
  'feel empty',
  'hurt\\w*',
  'pain(?:ful)?',
  'scared',
  'afraid',
  'terrified',
  'frightened',
  'alone',
  'lonely',
  'cry\\w*',
  'cried',
  'tears',
  'stress\\w*',
  'anxious',
  'panic\\w*',
  'desperate',
  'helpless',
  'worthless',
  'useless',
  'miserable',
  'upset',
  'angry',
  'frustrat\\w*',
  'stuck',
  'tired',
  'confus\\w*',
  'shaking',
  'trembling',
  'nightmares?',
  'messed up',
  'a mess',
  '(?:nothing|everything) (?:is|feels|seems) (?:wrong|bad|dark|against me|falling|hard|heavy|too|going wrong|working)',
  'nothing (?:is working|works|makes sense|is going right|goes right|is right)',
  'why (?:me|god|does this keep|is this happening|is my life)',
  '(?:do not|dont) know what to do',
  'what do i do now',
  'help me',
  'i need help',
  'struggl\\w*',
  'sinking',
  'dark place',
  'losing my mind',
  'going crazy',
  'mind is (?:not okay|racing|full|tired)',
  'heart is (?:heavy|broken|aching|pounding)',
  'sikyasobola',
  'nkooye',
  'simanyi kyakukola',
);

/**
 * Feeling that is about the person whatever else the message asks: "everything is too much",
 * "am not okay", "why me", "i do not know what to do".
 */
export const SELF_FEELING = words(
  '(?:everything|it all|it|this|life|things) (?:is|feels|are|is just|is all) (?:just )?(?:so |getting )?too much',
  '(?:it is|its) (?:all )?(?:just )?too much(?: for me)?$',
  '(?:i am|am|i feel|feeling|i am really|i am just|i am so|i am honestly) not (?:okay|ok|fine|alright|well|good|myself)',
  '(?:i am|i feel|feeling|am|i am just|i am so|i am really) (?:so |very |really |completely |totally )?(?:overwhelmed|exhausted|broken|empty|numb|drained|lost|scared|afraid|terrified|tired|weary|miserable|desperate|helpless|worthless|stuck|confused|sinking|drowning|a mess|falling apart|breaking)',
  '(?:i am|i feel|i am just) (?:so |very |really )?(?:heavy|down|low|sad|hurt\\w*|alone|lonely|upset|angry)',
  'falling apart',
  'can not (?:take|handle|breathe|cope|bear|hold on|carry) (?:it|this|anything|any more|much longer)?',
  'why (?:me|god|does this keep happening|is this happening to me|is my life)',
  '(?:do not|dont) know what to do(?: any more| with myself| with my life)?',
  'what do i do now',
  '^(?:please )?help me(?: please)?$',
  '^i need help$',
  'losing my mind',
  'going crazy',
  'dark place',
  'heart is (?:heavy|broken|aching|pounding)',
  'nothing (?:is working|works|makes sense|is going right|goes right|is right)(?: for me| in my life)?',
  '(?:everything|my life) (?:is|feels|seems) (?:wrong|dark|against me|falling apart|going wrong|a mess)',
  'sikyasobola',
  'nkooye',
  'simanyi kyakukola',
);

/** Laughter or a plain ordinary use of a feeling word ("tired feet after the walk lol"). */
const NOT_FEELING = /\b(?:lol|haha\w*|hehe\w*|lmao|jk|just kidding|laughing)\b|😂|🤣/u;

/** A question about something ("my knee hurts, can i still usher?"), not about how they are. */
const ASKS_ABOUT_SOMETHING =
  /^(?:can|could|does|do|is|are|why|what|how|when|where|who|which|should|shud|will|may|pls|please|explain)\b|\b(?:can|could|shud|should|may|will|does|do|is|are|must) (?:i|we|he|she|they|it|you|my|the|someone|anyone|parents|kids)\b/;
/** A question about something rather than a word about how the writer is. */
export const asksAboutSomething = (plain: string, raw: string) =>
  raw.includes('?') || ASKS_ABOUT_SOMETHING.test(plain);

const FIRST_PERSON = /\b(?:i|me|my|myself|am)\b/;

/**
 * True when the message says, in words of feeling, that something is wrong inside the person:
 * a phrase about themselves, or a word of feeling in a message that is not a question about
 * something and speaks of the writer or of no one ("everything hurts").
 */
export function saysFeeling(plain: string, raw: string): boolean {
  if (NOT_FEELING.test(plain) || NOT_FEELING.test(raw)) return false;
  if (SELF_FEELING.test(plain)) return true;
  const question = asksAboutSomething(plain, raw);
  const aboutOthers = /\b(?:he|she|they|his|her|their|son|daughter|kids|children)\b/.test(plain);
  return FEELING_WORDS.test(plain) && !question && (FIRST_PERSON.test(plain) || !aboutOthers);
}
