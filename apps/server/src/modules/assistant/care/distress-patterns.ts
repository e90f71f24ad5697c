/**
 * Distress that is not a crisis: worry, fear, grief, loneliness, sadness, money and exam
 * stress, heartbreak, a marriage under strain, feeling far from God, a loved one who is ill,
 * a plain "please pray for me". It earns a warm reply (prayer, a pastor, the next gathering),
 * never the emergency numbers. Written against the normalised text, like the crisis families.
 */

export const DISTRESS_KINDS = ['grief', 'worry', 'lonely', 'low', 'hardship', 'prayer'] as const;

export type DistressKind = (typeof DISTRESS_KINDS)[number];

const phrase = (...pieces: string[]) => new RegExp(`\\b(?:${pieces.join('')})\\b`);
const gap = (n: number) => ` (?:[a-z0-9]+ ){0,${n}}`;

const LOVED_ONE =
  '(?:mother|father|husband|wife|child|son|daughter|baby|brother|sister|friend|best friend|' +
  'grandmother|grandfather|uncle|aunt|cousin|fiance|boyfriend|girlfriend|parents?|maama|taata|jjajja|dad|mum)';

/** One pattern from several alternatives, each written as a phrase. */
const anyOf = (...alternatives: string[]) =>
  new RegExp(alternatives.map((alternative) => phrase(alternative).source).join('|'));

/** How a person says how they feel: "i am", "i feel", "feeling", "so", "been". */
const FEEL = '(?:i am|i feel|i felt|i get|feeling|feel|been|so|really|very|too|always|am)';

/** Checked in order: the first kind that fits names the reply's opening words. */
export const DISTRESS_PATTERNS: { kind: DistressKind; pattern: RegExp }[] = [
  {
    kind: 'grief',
    pattern: anyOf(
      `${LOVED_ONE}${gap(2)}(?:passed|passed away|passed on|died|is dead|has died|was killed)`,
      `passed away|passed on|yafudde|(?:we|i) buried|funeral is (?:tomorrow|today)|mourning|grieving|grief|bereave\\w*`,
      `(?:lost|lose) (?:my|our|a)${gap(1)}(?:${LOVED_ONE}|baby|pregnancy)`,
      `(?:my|our) late${gap(1)}${LOVED_ONE}|miscarri\\w*|lost (?:our|the) baby`,
      `(?:miss|missing) (?:my|him|her)${gap(2)}(?:so much|every day)|still miss`,
    ),
  },
  {
    kind: 'lonely',
    pattern: anyOf(
      `lonely|lonley|lonliness|loneliness|homesick|widow\\w*|sitting alone|${FEEL} (?:so |all |very |completely )?alone|alone (?:in|at) (?:this|my|the) (?:city|world|room|house|marriage)`,
      `(?:no|do not have|have no) (?:friends|one to talk to)|know no one|(?:nobody|no one) (?:checks|calls|cares|talks|understands|loves|remembered|likes)|(?:nobody|no one)${gap(4)}likes me`,
      `(?:so|too) quiet|(?:feel|feeling) (?:invisible|forgotten)|do not belong|left alone|someone to talk to|stopped talking to me|not speaking|ghosted|rejected me|miss (?:home|her|him|them)`,
    ),
  },
  {
    kind: 'worry',
    pattern: anyOf(
      `anxi\\w*|anxius|worr\\w*|nervous|panic\\w*|overthink\\w*|restless|stress\\w*|(?:under|so much|too much) pressure|burnt out|burned out|nkooye`,
      `${FEEL} (?:so |really |very |too )?(?:scared|afraid|fearful|frightened|terrified)|(?:scared|afraid|frightened|terrified) (?:of|about|that) (?:the future|what|failing|being|my|losing|god)|(?:a|my) fear|i fear|it scares me|uncertain`,
      `can not (?:sleep|rest|concentrate|keep up)|mind can not rest|(?:too )?many thoughts|peace of mind`,
      `heart (?:keeps )?beating fast|knots|dread\\w*|exhausted|(?:so|always|really|very|just) tired|tired (?:and|of)|(?:its|it is) (?:a ?lot|too much)$|depends on me`,
    ),
  },
  {
    kind: 'hardship',
    pattern: anyOf(
      `(?:lost|lose) (?:my|his|her|our) (?:job|business|shop|income|house|stall)|moody|tense|laid off|no (?:job|income)|jobless|job hunting|stranded|starting from zero`,
      `debts?|loan (?:app|i can not)|can not pay|pay back|owe|being broke|bills|money is (?:so |very )?tight|how i will (?:manage|cope|survive)|cutting back|rent (?:is due|not paid)|school fees|sent home for (?:school )?fees|tuition|salary has delayed|nothing to eat|things are tight|gave us notice|evict\\w*|provision`,
      `(?:failed|fail)${gap(3)}(?:exams?|uace|uce|ple|again|test)|failed|retake|results came out bad`,
      `sente|how (?:i will|to) (?:feed|pay)|feed my family|struggling|collapsed and i have lost|closed by`,
      `broke up|break ?up|left me|cheated|walked away|called off|ended our|over between|miss my ex|heart is broken|heartbroken|broken hearted|marrying someone else|i think (?:its|it is) over|stopped replying|relationship`,
      `quarrel\\w*|argu\\w*|(?:we|i) (?:fight|fought|keep fighting)|had a (?:big )?fight|separation|divorc\\w*|falling apart|no love in our home|(?:do not|barely) talk any more|barely talk|unwanted|going through a hard time|live like roommates|marriage feels cold|need counselling|talk to a counsellor`,
      `trying for a baby|trying to conceive|conceive|infertil\\w*`,
      `(?:my \\w+|i|he|she)${gap(1)}(?:is|am|has|have|was|been)${gap(2)}(?:sick|ill|admitted|in hospital|diagnosed|on treatment|recovering|malaria|pneumonia|diabetes|hypertension|cancer)`,
      `admitted|recovering|out of danger|in hospital|chemo\\w*|(?:an|my|her|his) operation|surgery|waiting for results|medical test|quick healing|pray for (?:healing|her healing|his healing|strength|peace|provision)`,
    ),
  },
  {
    kind: 'low',
    pattern: anyOf(
      `i (?:feel|felt|am feeling|keep feeling)(?! (?:so |very |really )?(?:blessed|good|great|happy|better|fine|excited|grateful|thankful|led|called|at home|welcome|the spirit|strong|ready|inspired|encouraged))`,
      `crying (?:a ?lot|alot)|(?:do not|dont) call me|not doing well|how (?:i|we) will manage|miss the joy|lost (?:the|my) joy|feeling (?:so )?bad`,
      `not answering my prayers|hard to forgive|can not forgive|(?:do not|dont) approve of me|not a good (?:christian|mother|father|wife|husband|person|parent)`,
      `${FEEL} (?:so |very |really |like )?(?:neglected|left out|isolated|disconnected|overwhelmed|behind|bad about myself|unloved|unwanted|forgotten|useless|worthless|rejected|stuck|insecure|inadequate|failing|empty|a failure|i am failing)`,
      `(?:breaks|breaking) my heart|tension|strain|move on|pressure to|(?:do not|dont) feel (?:the )?joy|god has forgotten|days feel long|dreams are slipping|(?:do not|dont) greet me|nobody${gap(4)}knows my name|comparing myself`,
      `sad|sadness|unhappy|depress\\w*|${FEEL} (?:so |very |really )?(?:low|down)|empty inside|feel\\w* empty|i am empty|numb|heavy|miserable|(?:i am|i feel|so) hurt|(?:and )?it (?:really )?hurts(?: so much| a lot| me| seeing)?$|and it hurts|it hurts seeing|hurting|spirit is (?:down|low|heavy)`,
      `(?:i|keep|can not stop|cant stop|i keep) cry\\w*|crying (?:every|all|alone|in)|cried (?:in|all|myself)|tears`,
      `no joy|(?:felt|feel) (?:real )?joy|nothing makes me happy|not (?:myself|okay|ok)|somehow these days|failure|stupid|ashamed|${FEEL} (?:so )?guilty|${FEEL} (?:so |completely )?lost|lost (?:my way|hope|my faith|my joy|interest)|(?:lose|losing) hope|confused|discouraged|except me|left behind|asking god why|humiliat\\w*|disappointed|good enough`,
      `far from god|god (?:feels|seems) (?:so )?(?:far|distant|silent)|god (?:does not|doesnt|do not) hear|(?:can not|cant) pray|prayers feel empty|backslid\\w*|faith is weak|doubt\\w*|silent these days|way back to god|(?:i am|now i am) cold|spiritually dry|dry spiritually`,
      `tired of pretending|pretending (?:that )?i am (?:ok|okay|fine)|smile in public|things are hard|going through|tough season|hard time|hard day|bad day|no words`,
    ),
  },
  {
    kind: 'prayer',
    pattern: anyOf(
      `(?:pray|praying) (?:for|with) (?:me|us|my family|our family|my marriage|our marriage|our home|my (?:husband|wife|mother|father|son|daughter|child|baby|children|kids|sister|brother|friend|grandmother|grandfather|aunt|uncle|cousin))\\b|need (?:prayer|prayers)|remember me in prayer|keep (?:her|him|me) in prayer`,
    ),
  },
];

/**
 * A question about scripture or doctrine ("a broken and contrite heart in psalm 51, does that
 * mean feeling guilty"): its feeling words describe the text, not the person.
 */
export const ABOUT_SCRIPTURE =
  /\b(?:psalms?|verse|chapter|scripture|bible say\w*|does that mean|what does \w+(?: \w+){0,6} mean|luke|john \d+|matthew|romans|genesis|revelation)\b/;

/** Laughter marks an idiom: "that song almost made me cry lol", "scared of heights haha". */
export const LAUGHING = /\b(?:lol|haha\w*|hehe\w*|lmao|jk|just kidding)\b/;

/**
 * Words that say a crisis phrase does not apply ("im not suicidal", "not thinking of harming
 * myself", "im safe"): the message is read as distress, never as nothing.
 */
export const DENIED_CRISIS =
  /\b(?:not|never|no) (?:suicidal|thinking of (?:harming|hurting|killing) myself|in danger|going to (?:hurt|harm|kill) myself|want to (?:hurt|harm|kill) myself)\b|\bi am safe\b|\bwould never (?:hurt|harm|kill) myself\b/;
