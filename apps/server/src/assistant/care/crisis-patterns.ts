/**
 * The phrase families that mark a message as a crisis, written against the normalised text
 * (`normalize.ts`: "i am", "do not", "can not", "want to", "any more", "myself"). A `strong`
 * phrase is a crisis on its own; a `weak` one ("i can not do this any more", "he comes to my
 * room at night") is a crisis only beside another sign, in the same message or in the last
 * few the person sent. Patterns lean towards recall: a caring reply to an ordinary question
 * costs a moment, a missed crisis can cost a life. Measured rates: docs/assistant.md.
 */

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

/** Builds one pattern from readable pieces; `\b` at both ends, so words never match inside words. */
const phrase = (...pieces: string[]) => new RegExp(`\\b(?:${pieces.join('')})\\b`);

/** A space, then up to `n` more words ("my husband[ always] hits me"): write it with no spaces around. */
const gap = (n: number) => ` (?:[a-z0-9]+ ){0,${n}}`;

const SELF = '(?:myself|my life|my own life|me)';
const OTHER_SELF =
  '(?:himself|herself|themselves|themself|his life|her life|his own life|her own life)';
const KIN =
  '(?:husband|wife|partner|boyfriend|girlfriend|fiance|man|father|mother|stepfather|stepmother|' +
  'uncle|aunt|brother|sister|son|daughter|cousin|in laws?|brother in law|co wife|grandchildren|' +
  'children|parents|landlord|landlady|boss|employer|madam|teacher|lecturer|guard|neighbou?r|' +
  'pastor|roommate|ex)';
const PERSON = `(?:he|she|they|someone|somebody|people|men|boys|guys?|${KIN})`;
/** Who can collapse or stop breathing: the writer, a loved one, someone nearby. */
const PERSON_NOW = `(?:i|he|she|someone|somebody|friend|man|woman|baby|child|${KIN})`;
const BODY_PART = '(?:arms?|wrists?|thighs?|legs?|skin|body|stomach|hands?|veins|face)';
const HARM_VERB =
  '(?:beat|beats|beating|beaten|hit|hits|hitting|slap\\w*|punch\\w*|kick\\w*|chok\\w*|' +
  'strangl\\w*|stab\\w*|whip\\w*|batter\\w*|tortur\\w*|abus\\w*|assault\\w*|attack\\w*|' +
  'threaten\\w*|burn|burns|burned|burnt|burning|starv\\w*|chase\\w*|chasing|lock\\w*|' +
  'pour\\w*|thr[eo]w\\w*|broke|breaks)';
const POISON =
  '(?:poison|rat poison|pills|tablets|panadol|sleeping pills|jik|bleach|paraffin|kerosene|' +
  'pesticide|paraquat|insecticide|acid|doom|cattle dip|weed killer)';
const CHILD =
  '(?:child|children|kids?|baby|babies|toddler|boy|girl|son|daughter|niece|nephew|' +
  'grandchild|grandson|granddaughter|pupil|orphan|(?:little|small|baby) (?:sister|brother|boy|girl)|' +
  'house ?girl|house help)';
const UNDER_AGE = '(?:[2-9]|1[0-7])';

/** A person under 18 by their own words ("i am 13", "my 10 year old", "i am in p6"). */
export const CHILD_AGE = new RegExp(
  `\\b(?:(?:i|she|he|${CHILD}) (?:am|is) ${UNDER_AGE}|${CHILD} of ${UNDER_AGE}|${UNDER_AGE} (?:years|year) old|(?:i am )?in (?:p[4-7]|s[1-4]))\\b`,
);

export const PHRASE_FAMILIES: PhraseFamily[] = [
  {
    family: 'suicide',
    strong: [
      phrase(`(?:kill|killing|killed|end|ending|ended|take|taking|took|finish|finishing) ${SELF}`),
      phrase(`(?:kill|killed|killing|end|ended|ending|take|took|taking) ${OTHER_SELF}`),
      phrase(
        `(?:want|wants|wanted|wish|going|plan|planning|ready|about|decided|need|trying|tried|will) to ` +
          `(?:die|end it|end this|end everything|end things|kill myself|hang(?! out)|drown)`,
      ),
      phrase(`end(?:ing)? it all`),
      phrase(`end(?:ing)? (?:it|this) (?:tonight|today|now|soon|this week)`),
      phrase(
        `(?:hang|hanging|drown|drowning|throw|throwing|shoot|shooting|poison\\w*) (?:myself|himself|herself|themselves)`,
      ),
      phrase(`(?:jump|jumping) (?:off|from|in front|into)`),
      phrase(`in front of (?:a|the) (?:car|truck|lorry|taxi|train|bus|boda|trailer)`),
      phrase(`(?:use|using) it on (?:myself|himself|herself)`),
      phrase(`(?:easiest|painless|quickest|best|fastest) way to die`),
      phrase(`(?:how|ways?) (?:do i |to |can i )?(?:die|end my life|kill myself)`),
      phrase(
        `(?:bought|buy|buying|collected|collecting|have|got|saving|hoarding)${gap(3)}${POISON}${gap(4)}` +
          `(?:already|ready|today|tonight|under my bed|in my bag|enough|(?:\\d+|forty|fifty) of them)`,
      ),
      phrase(`(?:the )?rope (?:is )?ready`),
      phrase(
        `(?:drink|drinking|drank|swallow\\w*|take|taking|took)${gap(3)}${POISON}${gap(2)}(?:and )?(?:end|die|tonight)`,
      ),
      phrase(`${POISON} (?:are )?in my hand`),
      phrase(`overdos\\w*`),
      phrase(
        `(?:will|going to|wants? to|threaten\\w* to|plans? to|planning to) (?:drink|take|swallow|eat)${gap(2)}${POISON}`,
      ),
      phrase(
        `(?:plan|planning|thinking|think) (?:of |about )?how i (?:will|would|can|could) do it`,
      ),
      phrase(`i (?:will|am going to|plan to) do it tonight`),
      phrase(`tonight i (?:will )?do it`),
      phrase(`(?:rope|noose)${gap(3)}(?:tied|ready|hanging|up)`),
      phrase(`how many${gap(5)}(?:tablets|pills|panadol)${gap(3)}(?:take|kill|die)`),
      phrase(
        `(?:swallow\\w*|take|taking|took|drink\\w*) (?:all|the whole)${gap(2)}(?:pills|tablets|bottle|packet)`,
      ),
      phrase(`sleep forever|never wake up`),
      phrase(`(?:lake|river|water|sea)${gap(3)}(?:do not|never|not) come back`),
      phrase(`(?:walk|walking|go|going)${gap(1)}into the (?:lake|river|water)`),
      phrase(`mixed${gap(4)}${POISON}|${POISON}${gap(4)}in (?:a|my) cup`),
      phrase(`wait\\w* for the train|(?:lie|lay|sleep) on the (?:road|railway|tracks)`),
      phrase(
        `this time i (?:will not|wont) fail|(?:tried|attempted)${gap(2)}(?:before|last (?:year|years|time))`,
      ),
      phrase(
        `(?:going to|will|plan to|planning to) (?:hang|poison|drown|shoot) (?:myself|himself|herself)`,
      ),
      phrase(
        `(?:i am going to|i will|about to|i want to|i am ready to) jump\\b(?! (?:the gun|the queue|rope|in))`,
      ),
      phrase(`${POISON}${gap(8)}(?:swallow|take|drink)\\w* (?:all|them all)`),
      phrase(`when they find (?:me|my body)|find my body`),
      phrase(`(?:tied|tie|tying) the rope`),
      phrase(`(?:planned|plan|planning) how to (?:end|kill|die|do it)`),
      phrase(`so (?:that )?(?:i|he|she) (?:can|could|will|may) die`),
      phrase(
        `(?:how (?:long|much|many)|will it be|is it)${gap(8)}(?:to die|too much|quick|painless|enough to)`,
      ),
      phrase(`(?:highest|tallest) (?:building|bridge|roof)|reach the roof|deep enough|swim back`),
      phrase(`if i (?:jump|drink|swallow|hang)`),
      phrase(`(?:will not|wont|never) come back`),
      phrase(`this is it for me`),
    ],
    weak: [
      phrase(
        `(?:the|my) (?:lake|bridge|river|rope)|(?:the|these|all the|all my) (?:pills|tablets|poison)`,
      ),
      phrase(`(?:finally )?rest (?:forever|for good)`),
      phrase(`tonight i will finally`),
      phrase(`(?:bought|have|got|collecting|collected)${gap(3)}${POISON}`),
      phrase(`i have enough|enough now`),
      phrase(`letters? to${gap(3)}(?:each|my|them|kids|children)`),
      phrase(`i have what i need`),
      phrase(`i will do it`),
    ],
  },
  {
    family: 'wish-to-be-gone',
    strong: [
      phrase(
        `(?:do not|dont|no longer|never) (?:want|wish|feel like) (?:to )?(?:live|be alive|exist|` +
          `wake up|be here|go on|continue living|be on this earth|this life)`,
      ),
      phrase(
        `(?:want|wish|wishing) to (?:just )?(?:stop existing|disappear|not exist|not be alive|vanish)`,
      ),
      phrase(
        `(?:rather|want to|wants to|wish to) be dead|(?:i|she|he) would rather (?:die|be dead)`,
      ),
      phrase(`(?:wish|wishes|wished) (?:i|she|he) (?:was|were|had been) never born`),
      phrase(
        `(?:wish\\w*|should have been) (?:it was |it were )?me (?:who|that|instead)${gap(1)}(?:died|die)|should have been me`,
      ),
      phrase(`finish(?:es)? me off|(?:hope|hoping) it (?:kills|takes|finishes) me`),
      phrase(`be with jesus${gap(2)}now|go (?:and )?be with (?:jesus|god) now`),
      phrase(`if i (?:was|were) in the grave|in the grave${gap(3)}(?:peace|better)`),
      phrase(
        `if (?:it|a \\w+|the \\w+) (?:hits|kills) me${gap(1)}(?:that is|thats|its|it is) (?:ok|okay|fine)`,
      ),
      phrase(`(?:want|wish) to be gone`),
      phrase(`(?:tired|sick|weary) of (?:living|life|being alive|existing|this life|my life)`),
      phrase(`hate being alive|hate (?:my )?life so much|hate living`),
      phrase(
        `(?:no|what is the|whats the|wat is the) (?:reason|point|purpose) (?:for me )?(?:to|in|of|for) (?:keep )?(?:live|living|life|being alive|go on|going on|going|carry on)`,
      ),
      phrase(`nothing (?:left )?to live for|what is there to wake up for`),
      phrase(`life is (?:not|no longer) worth (?:living|it)|not worth living`),
      phrase(`better off (?:dead|without me|gone)`),
      phrase(
        `(?:happier|relieved|better) (?:if|when) i (?:was|were|am|died|die|disappear\\w*|am gone)`,
      ),
      phrase(
        `(?:nobody|no one|noone) (?:would|will|wud) (?:even )?(?:miss|notice|care)${gap(3)}` +
          `(?:if|when) (?:i|he|she) (?:was|were|am|is|died|die|disappear\\w*|left)`,
      ),
      phrase(`if i disappeared`),
      phrase(
        `(?:do not|dont|can not) (?:see|find|have) (?:a |any )?(?:reason|point|purpose) (?:to|in|for) (?:live|living|go on|going on|keep)`,
      ),
      phrase(`(?:i am|im) (?:just |only )?a burden`),
      phrase(`wish (?:i|that i) (?:was|were|had) (?:dead|never born|died|not born)`),
      phrase(`(?:wish|wishing|wishes) (?:i|she|he|that i) (?:was|were|had) dead`),
      phrase(
        `(?:wish|hope|pray|praying) (?:that )?(?:i|she|he) (?:never|do not|dont|would not) (?:wake|woke) up`,
      ),
      phrase(`(?:never|not) (?:woke|wake) up(?: again| in the morning)?`),
      phrase(`sleep and (?:never|not) wake`),
      phrase(`(?:wish|hope|hoping|want)${gap(3)}(?:die|died) in my sleep`),
      phrase(`(?:god|lord|jesus|mukama)${gap(2)}(?:take|takes|took) (?:me|her|him)\\b(?! to)`),
      phrase(`let me die|want god to take`),
      phrase(
        `(?:hope|hoping|wish) (?:a|that a|the)${gap(1)}(?:car|taxi|boda|truck|bus) (?:hits|hit|knocks) me`,
      ),
      phrase(`(?:wish|wishing) (?:i|that i) had died`),
      phrase(`want to die`),
      phrase(`do not want (?:this|my) life`),
      phrase(
        `(?:better|lighter|happier|easier)(?: off)? (?:if i (?:was|were) (?:not here|gone|dead)|without me)`,
      ),
      phrase(`out of (?:the|your|their) way|nobody will have to (?:worry|deal|care)`),
      phrase(`if (?:a|the)${gap(1)}(?:boda|taxi|car|truck|bus|lorry) (?:hit|hits|killed|kills) me`),
      phrase(`(?:remain|stay|be) in this world|stay down here`),
      phrase(`(?:want|ready) to go (?:there|to heaven|home to (?:god|jesus))${gap(1)}now`),
      phrase(`taking up space|(?:world|everyone|family)${gap(3)}without me`),
      phrase(
        `(?:hopes?|hoping|wish\\w*)${gap(2)}(?:car|taxi|boda|truck|bus) (?:hits|hit|knocks) me`,
      ),
      phrase(
        `wish i (?:was|were) (?:not|never) here|disappear (?:for good|forever)|never (?:open|wake)${gap(2)}again`,
      ),
      phrase(
        `(?:free|rid) of me|save them the trouble|(?:crash\\w*|hit|hits) with me on it|if i died`,
      ),
      phrase(`(?:disappointed|sad) (?:it|that it) (?:did not|didnt) (?:hit|kill) me`),
    ],
    weak: [],
  },
  {
    family: 'hopelessness',
    strong: [
      phrase(`(?:this is|it is|its) (?:my|the) (?:last|final) (?:message|goodbye|words?)`),
      phrase(
        `(?:my|this is my) (?:last|final) (?:message|goodbye|words|night|day)(?: alive| on earth| to anyone)?`,
      ),
      phrase(`said (?:my )?goodbyes?|said goodbye to every`),
      phrase(`(?:sent|texted) (?:us |me |everyone )?(?:a |her |his )?goodbye`),
      phrase(`goodbye (?:forever|world|everyone|cruel)`),
      phrase(
        `(?:will not|wont|not going to) be (?:around|here|alive) (?:to|by|next|tomorrow|much|any)`,
      ),
      phrase(`i will be gone`),
      phrase(`before i go\\b`),
      phrase(`after i go|where i am going|after tonight nobody`),
      phrase(`(?:given|giving|gave) away (?:my|all my) (?:things|stuff|belongings|possessions)`),
      phrase(`(?:done|finished) with (?:life|living|this life|this world|it all|everything)`),
      phrase(`(?:tonight|today) is the (?:end|night)`),
      phrase(`(?:this|it|its) (?:is )?(?:the end|over|where it ends) for me|where it ends for me`),
      phrase(`last (?:message|time i bother|time you hear)`),
      phrase(
        `finish(?:ing)? (?:it|everything|things|this)(?: all)?${gap(2)}(?:tonight|today|now|soon)|finish it all`,
      ),
      phrase(`bury me|(?:will not|wont|will no longer) matter any more`),
      phrase(
        `(?:do not|dont) (?:try to )?stop me|they will find (?:me|my)|(?:sorted|arranged|settled) everything`,
      ),
      phrase(`(?:only|one) (?:way out|option left)|no way out`),
      phrase(`leave this world|(?:only|except) (?:death|to go)`),
      phrase(`finishing (?:everything|it|things)`),
      phrase(`(?:am |i am )?ending (?:this|it|everything)`),
      phrase(`not going to wake up|wake up tomorrow|be here next week`),
      phrase(`(?:all|it will all) be over|made (?:my )?peace with god`),
      phrase(`(?:kids|children|family) (?:will|would) be (?:ok|okay|fine) after i`),
      phrase(`wrote a letter saying sorry for everything`),
      phrase(`(?:will|would) not (?:be coming|come) back${gap(1)}ever`),
      phrase(`i will not be here`),
      phrase(`thank (?:you|u) for (?:everything|trying|being my friend)`),
      phrase(`^(?:i )?can not (?:any more|go on|do this any more|take it any more)$`),
      phrase(
        `(?:tonight|today) (?:it|this|everything) (?:stops|ends)|it (?:all )?(?:stops|ends) tonight`,
      ),
      phrase(`made (?:my|the) decision|nobody can change it|mind is made up`),
      phrase(
        `(?:will not|wont|not) (?:see|live to see|plan on seeing) (?:next week|tomorrow|the morning|another day|my \\w+ (?:birthday|bday))`,
      ),
      phrase(`final arrangements|ready to leave (?:it|this|life|this world)`),
      phrase(`last time (?:you|u) (?:will )?hear from me`),
      phrase(
        `too late for me|know what i (?:will|am going to) do|ending things|(?:will not|wont) be needing`,
      ),
      phrase(
        `make it stop for good|this is goodbye|chosen the (?:date|day)|nothing (?:left )?for me here`,
      ),
    ],
    weak: [
      phrase(
        `can not (?:go on|do this|do it|take (?:it|this|any more)|continue|cope|carry on|live like this|bear (?:it|this)|anymore|any more)`,
      ),
      phrase(`i (?:have )?given up|give up on (?:life|everything|myself)`),
      phrase(
        `(?:no|lost all) hope|hopeless|pointless|no future|(?:can not|cant) see (?:any|a) future`,
      ),
      phrase(
        `after tonight|(?:take|look after|care for|feed) my (?:dog|cat|kids|children|baby)|said (?:bye|goodbye)`,
      ),
      phrase(`(?:i am|im) done\\b`),
      phrase(`(?:ok )?bye|goodbye|sorry for everything|have decided|decided\\b`),
      phrase(
        `do not look for me|dont look for me|not picking|phone is off|we can not find (?:him|her)`,
      ),
      phrase(`tired of (?:fighting|everything)`),
      phrase(`sikyasobola`),
      phrase(`look after my (?:daughter|son)|no more fighting|(?:life has )?defeated me`),
    ],
  },
  {
    family: 'self-harm',
    strong: [
      phrase(`selfharm\\w*`),
      phrase(
        `(?:cut|cutting|cuts|slit|slitting|slash\\w*|burn|burns|burning|scratch\\w*|hit|hitting|punch\\w*|` +
          `bang\\w*|harm|harming|hurt|hurting|starve|starving|punish\\w*|stab\\w*|carv\\w*) ` +
          `(?:myself|herself|himself|themselves)(?! (?:by accident|accidentally|while|playing|at work|cooking|shaving))`,
      ),
      phrase(
        `(?:cut|cutting|slit|slitting|slash\\w*) (?:my|her|his) (?:wrists?|arms|thighs|veins|skin)`,
      ),
      phrase(`(?:cutting|burning|scratching|carving|hurting|harming) (?:my|her|his) ${BODY_PART}`),
      phrase(
        `(?:cut|burn|scratch|carve|carved|press\\w*)${gap(3)}(?:into |on |in )?my (?:arms?|wrists?|thighs?|skin)`,
      ),
      phrase(`(?:razor|razors|blade|blades)${gap(3)}(?:on|to|into) my`),
      phrase(`(?:my|with)${gap(1)}(?:razor|blade)s?\\b`),
      phrase(`(?:bang|hit|hits|punch)\\w* (?:my|her|his) head (?:on|against) the wall`),
      phrase(`(?:punch|hit)\\w* the wall until`),
      phrase(`until (?:it|they|i|my \\w+|she|he) (?:bleed|bleeds)`),
      phrase(`(?:my|the|her) cuts\\b|stop cutting|been cutting|cutting again|self harm scars`),
      phrase(`(?:hide|hiding) the (?:scars|marks|cuts)`),
      phrase(`how i got them`),
      phrase(`\\bsh again`),
      phrase(`(?:burns|burnt|burned) (?:myself|herself|himself) with`),
      phrase(`need to feel pain|keep hurting my body`),
      phrase(`what i do to my (?:arms?|wrists?|legs?|thighs?|body|skin)`),
      phrase(
        `(?:punch|hit|bang)\\w* the wall (?:till|until)|(?:picked up|pick up|using) the (?:blade|razor)|relapsed`,
      ),
      phrase(`carv\\w*${gap(3)}(?:into |on )?my (?:arms?|wrists?|thighs?|skin|legs?)`),
      phrase(
        `cuts (?:all )?(?:over|on) (?:her|his|my) (?:arms?|legs?|body|wrists?|thighs?)|blades and blood`,
      ),
      phrase(`punch\\w* (?:the )?walls? (?:till|until)`),
      phrase(`(?:made|did)${gap(1)}(?:himself|herself|myself)|did it to (?:himself|herself)`),
      phrase(`(?:bang|hit|slam|knock)\\w* my head (?:on|against)`),
      phrase(
        `(?:scratches|marks|cuts|scars|burns) (?:all )?(?:over|on) (?:my|her|his) (?:wrists?|arms?|legs?|thighs?)`,
      ),
      phrase(`(?:wound|cut|cuts|burn|burns)${gap(3)}on purpose|razor in my`),
    ],
    weak: [phrase(`(?:scars|marks|wounds|bleeding)`)],
  },
  {
    family: 'abuse',
    strong: [
      phrase(
        `${PERSON}${gap(10)}${HARM_VERB} (?:me|us|her|him|them|you|(?:my|our) (?:mother|father|wife|husband|sister|brother|daughter|son|grandmother|grandfather|children|kids))\\b(?! (?:up|at|in (?:football|netball|the)))`,
      ),
      phrase(
        `${PERSON}${gap(6)}(?:squeez\\w*|grab\\w*|chok\\w*) (?:my|her) (?:neck|throat)|(?:pushed|shoved|dragged|grabbed) (?:me|her) (?:down|out|by|into|against)`,
      ),
      phrase(`(?:assaulted|attacked|beaten|raped|abused) by`),
      phrase(
        `${PERSON}${gap(3)}(?:beat|hit|slap|kick|burn|kill|hurt|harm|cut|stab|shoot) (?:me|us|her|him)(?: again)?\\b(?! (?:up|at))`,
      ),
      phrase(`${PERSON}${gap(3)}${HARM_VERB} my (?:hands|arms|legs|back|body|face|head)`),
      phrase(
        `(?:will|going to|threaten\\w* to|wants to|says he will|said he will|said she will)${gap(1)}(?:kill|beat|hurt|harm|stab|burn|cut|shoot|throw acid on) (?:me|us|my|her|him)\\b`,
      ),
      phrase(
        `(?:i am|i was|being|been|got|get|is being|was being|has been) (?:beaten|battered|abused|tortured|strangled|choked|slapped|kicked|threatened|assaulted|attacked|harassed)`,
      ),
      phrase(`domestic (?:violence|abuse)|gender based violence|gbv`),
      phrase(`(?:locked|locks|lock) (?:me|her|him|us) (?:in|inside|out|outside|up)`),
      phrase(
        `(?:do not|does not|doesnt|dont|will not|wont) (?:let|allow) me (?:leave|go out|out of|see|visit|talk|work|use)`,
      ),
      phrase(`(?:keep|keeps|kept|took|takes) (?:my|her) (?:passport|papers|id)`),
      phrase(`threw${gap(2)}at (?:me|her)|throw acid`),
      phrase(`(?:bruises|marks|wounds) all over`),
      phrase(`told the doctors i fell`),
      phrase(`(?:hot water|hot pan|boiling water) on me|with a hot pan`),
      phrase(`(?:do not|dont|not) (?:feed|give me food|give her food)`),
      phrase(`(?:my|her) (?:head|face|eye) is swollen`),
      phrase(`screaming${gap(3)}(?:beat|hit|husband)|hear her screaming`),
      phrase(`kicked me|strangled me|choked me|slapped me`),
      phrase(`(?:with|has) a (?:knife|panga|machete|gun|stick)${gap(2)}(?:on|at|to|threaten)`),
      phrase(`threatens? me with`),
      phrase(`(?:take|took) (?:the|my|our) (?:kids|children|baby)${gap(4)}never see`),
      phrase(`(?:being|been|is being) (?:starved|locked|beaten|burnt|burned|chained)`),
      phrase(`beating (?:her|him|me|them) with`),
      phrase(`chok\\w* (?:me|you|her)|(?:pour|throw)${gap(1)}acid|acid on me`),
      phrase(
        `(?:cut|stabbed|burnt|burned) me with|throws things at me|break (?:my|your|her) (?:legs?|arms?|neck)`,
      ),
    ],
    weak: [
      phrase(`(?:scared|afraid|fear) (?:to go|of going) home|scared of what happens`),
      phrase(`(?:he|she) is coming back|(?:took|takes) my phone`),
      phrase(`where to go tonight|(?:getting|gets) worse`),
      phrase(`if i leave|if i go to church`),
    ],
  },
  {
    family: 'sexual-violence',
    strong: [
      phrase(`rape|raped|raping|rapist|rapes`),
      phrase(`defil\\w*|molest\\w*|incest`),
      phrase(`sexual(?:ly)? (?:assault\\w*|abus\\w*|harass\\w*)`),
      phrase(
        `(?:forced|forces|force|forcing|made|makes|pressur\\w*|blackmail\\w*) (?:me|her|him) (?:to |into )?(?:have sex|sleep with|sex|undress)`,
      ),
      phrase(`forced (?:himself|herself) on|forces me|forced me|forced her`),
      phrase(`(?:said|say) no but (?:he|she|they) (?:did not|didnt) stop`),
      phrase(`(?:drugged|spiked)(?! dealers)`),
      phrase(`woke up (?:naked|undressed|without (?:my )?clothes)`),
      phrase(`(?:unless|if i do not|if i dont|or else)${gap(1)}(?:i )?sleep with`),
      phrase(`sleep with him again|(?:sex|sleep with \\w+) for (?:marks|grades|rent|a job|money)`),
      phrase(
        `(?:grabbed|touched|touch\\w*|grop\\w*|fondl\\w*) (?:my|her) (?:private|privates|breasts?|bum)`,
      ),
      phrase(
        `${PERSON}${gap(3)}(?:touches|touched|touching|keeps touching|gropes|groped|fondles|fondled) (?:me|her|him|girls|boys|my)\\b(?! (?:heart|soul|spirit|deeply|so much|life))`,
      ),
      phrase(
        `(?:nude|naked) (?:photos|pictures|pics|videos)|send (?:photos|pictures|pics) of (?:himself|herself|yourself)`,
      ),
      phrase(`(?:recorded|filmed) me${gap(4)}post`),
      phrase(`did (?:something|things) to me|feel his hands on me|made me do things`),
      phrase(
        `clothes off${gap(6)}(?:do not|dont|can not|cant) remember|(?:do not|dont|can not) remember${gap(3)}clothes`,
      ),
      phrase(
        `(?:only pass|pass|get the job|keep my job|get marks)${gap(1)}if i${gap(1)}sleep with|(?:if|unless) i${gap(2)}sleep with`,
      ),
      phrase(`(?:into|in) (?:my|her|his) bed at night|(?:grabbed|groped) me`),
      phrase(
        `(?:and|who|then|he|she) (?:touches|touched|keeps touching|touching|gropes|groped) (?:me|her|him)\\b`,
      ),
      phrase(`(?:touched|touches|touching) (?:me|her|him) (?:during|when|at night|in the|without)`),
      phrase(`pep(?: medicine| drugs)?`),
      phrase(`(?:comes|came|coming) to my room at night and`),
      phrase(`(?:put|added|spiked|drugged) something in my drink|something in my drink`),
      phrase(`by force|against (?:my|her|his) will`),
      phrase(`held (?:me|her|him) down|pinned (?:me|her) down`),
      phrase(`(?:coming|comes|came) (?:to|into|in) (?:my|her|his) bed`),
      phrase(`private (?:photos|pictures|pics|videos)|refused to sleep with`),
      phrase(
        `(?:did not|didnt) stop when i said no|tore (?:her|my) clothes|forc\\w* (?:himself|herself) on`,
      ),
      phrase(
        `(?:touch|touched|touches|touching) (?:me|her|him) (?:during|when|at night|in the|without)`,
      ),
      phrase(`(?:came|comes|come) (?:into|in to|to) (?:my|her) room${gap(2)}(?:at night|while i)`),
      phrase(`(?:pushed|threw) me (?:onto|on) the bed|(?:pay|paying) rent another way`),
    ],
    weak: [
      phrase(`(?:comes|came) (?:in)?to (?:my|her) room at night`),
      phrase(`does things to me|can not remember anything|do not remember how i got`),
      phrase(`if i refuse|(?:keeps|keep) touching`),
      phrase(`(?:touches|touched|touching|gropes|groped) (?:me|her|him)`),
      phrase(`they were (?:three|two|four|many)`),
      phrase(`go to (?:the )?police`),
    ],
  },
  {
    family: 'child-at-risk',
    strong: [
      phrase(
        `${CHILD}${gap(8)}(?:beaten|beats|beating|defil\\w*|abus\\w*|molest\\w*|locked|starv\\w*|tied|chained|burns|burnt|burned|traffick\\w*|sold|selling|raped|pregnant|no food|left alone|kidnap\\w*|wounds)`,
      ),
      phrase(
        `(?:beat|beats|beating|touch\\w*|defil\\w*|abus\\w*|selling|sell|marry|marrying|marry off)${gap(2)}(?:my |his |her |the |our )?${CHILD}`,
      ),
      phrase(
        `(?:marry|marrying) (?:me|her|him) (?:off|to)|marry her off|marrying me off|want me to marry`,
      ),
      phrase(`blood in (?:his|her) underwear`),
      phrase(
        `(?:touches|touched|keeps touching) (?:my )?(?:little )?(?:sister|brother|niece|nephew|daughter|son)`,
      ),
      phrase(`ran away from home`),
      phrase(`(?:get|give) (?:them|her|him) jobs|work in the gulf`),
      phrase(
        `meet him at a lodge|(?:asks|asking|asked) (?:her|him) to (?:come to his house|meet him)`,
      ),
      phrase(`selling at${gap(4)}(?:midnight|night)|sends me to sell at night`),
      phrase(`(?:tie|ties|tied) (?:him|her) to`),
      phrase(
        `${CHILD}${gap(6)}(?:came|comes|come) home${gap(2)}(?:bleeding|with blood|with wounds|with bruises|with burns)`,
      ),
      phrase(`calls (?:girls|boys|children|kids|pupils)${gap(3)}(?:to his|to her|at night|into)`),
      phrase(
        `(?:gives|giving|gave) (?:sweets|money|gifts|presents) to (?:small |little |young )?(?:children|kids|girls|boys)|takes them into his`,
      ),
      phrase(`marry off|married off|marry (?:her|him|me) to an? (?:old|older)`),
      phrase(`${CHILD}${gap(4)}(?:has not|hasnt|have not|not) eaten`),
      phrase(`(?:pours|poured|pouring) hot water on (?:the|my|our|a) ${CHILD}`),
      phrase(
        `${CHILD}${gap(6)}(?:alone and sick|sleeping (?:at|on|outside|in the street)|on the street)`,
      ),
      phrase(
        `(?:took|taken|take) (?:our|my) (?:son|daughter|baby|child|kids|children)${gap(8)}never see`,
      ),
      phrase(`(?:doesnt|does not|do not) give me food`),
      phrase(`touch\\w* (?:his|her|my) private`),
      phrase(`(?:if i (?:do not|dont)|unless i) do what he says`),
      phrase(`puts? (?:her|his|my) hand in the fire`),
      phrase(`sent to sell${gap(5)}night`),
      phrase(
        `(?:told|tells|telling) (?:him|her|me|them) not to tell|if i tell${gap(4)}(?:he|she) will|what he does to me`,
      ),
      phrase(`begged me not to (?:send her home|send him home|tell)`),
      phrase(`${CHILD}${gap(8)}(?:burn marks|marks on)`),
    ],
    weak: [
      phrase(`gives (?:my daughter|my son|her|him|me) (?:gifts|money)`),
      phrase(`stopped crying|(?:have|has) not (?:seen|been seen)${gap(2)}eat|locked inside`),
      phrase(`(?:mum|mother|dad|father) travels|the man is coming`),
      phrase(
        `after class alone|keeps${gap(3)}back after|cries not to go|(?:sends|send) (?:him|her) (?:messages|msgs) at night`,
      ),
      phrase(
        `(?:man|teacher|coach|uncle|boss)${gap(6)}(?:buy|buys|bought|gives|gave)${gap(6)}(?:phone|money|gifts)`,
      ),
    ],
  },
  {
    family: 'emergency',
    strong: [
      phrase(`(?:not|is not|isnt|stopped|can not|cant) (?:breathing|breathe)`),
      phrase(
        `(?:will not|wont|is not|not|does not) (?:wake up|waking|responding|moving|breathing)`,
      ),
      phrase(`${PERSON_NOW}${gap(2)}(?:collapsed|fainted|passed out)`),
      phrase(`unconscious|seizure|convuls\\w*|choking|turning blue|foaming`),
      phrase(
        `bleeding (?:a lot|heavily|badly|so much|too much|alot|non stop)|losing (?:a lot of )?blood|(?:wont|will not) stop bleeding|it will not stop bleeding`,
      ),
      phrase(`(?:i am|im) bleeding`),
      phrase(
        `(?:breaking|broke) (?:in|into|the lock|the door)|trying to break|break in(?:to)? (?:my|our|the) (?:house|home|room|shop|car)`,
      ),
      phrase(
        `(?:someone|somebody|people|men|thieves|robbers|thugs|they) (?:is |are )?(?:in|at|outside) (?:my|our|the) (?:house|home|gate|door|compound|room)`,
      ),
      phrase(`(?:someone|somebody) (?:is )?in (?:my|our) (?:house|home|room|compound)`),
      phrase(
        `(?:has|have|with|holding|carrying) (?:a |an |his |her )?(?:guns?|knife|panga|machete|pistol|weapon|axe)${gap(3)}(?:coming|chasing|banging|at (?:our|my|the)|outside|in our)`,
      ),
      phrase(`men with guns|with a panga|with a knife banging`),
      phrase(`(?:chasing|following) me|(?:i am|im) hiding`),
      phrase(`kidnap\\w*|abduct\\w*`),
      phrase(`(?:took|taken|drank|drunk|swallowed|ate)${gap(3)}${POISON}`),
      phrase(`(?:took|swallowed|drank) (?:too many|all the|the whole|a whole)`),
      phrase(
        `(?:there is|theres|there is a) (?:a )?fire|fire in (?:our|my|the)|(?:house|home|hostel|kitchen|room|building|shop|car) (?:is |has )?(?:on fire|caught fire)|caught fire`,
      ),
      phrase(`(?:we are|i am|they are) trapped|exploded|burnt badly|burned badly`),
      phrase(
        `drowning|capsized|fell in(?:to)? the (?:lake|river|pool|pit|well|latrine|swimming pool)`,
      ),
      phrase(`hit by a (?:car|taxi|boda|truck|bus)|knocked (?:down|by)`),
      phrase(`chest pain|heart attack|having a stroke`),
      phrase(
        `in labou?r and bleeding|(?:is|are) flooding|on the roof|(?:wall|house) (?:has )?fallen on`,
      ),
      phrase(`stabbed|been shot|was shot`),
      phrase(`(?:a mob|mob) (?:is )?beating`),
      phrase(`(?:in|am in) danger|not safe (?:at home|here|where i am)`),
      phrase(`alone on the road at night`),
      phrase(`(?:call|need|send) (?:an )?ambulance`),
      phrase(`went under|(?:has not|hasnt|have not) come (?:up|out)|(?:is|are) drowning`),
      phrase(`gas${gap(3)}leak\\w*|leaking gas|smells? of gas`),
      phrase(`(?:feel|feeling) like fainting|about to faint|going to faint`),
      phrase(`(?:face|mouth) (?:has )?(?:dropped|drooping|twisted)|can not (?:talk|speak) and`),
      phrase(`^(?:please )?help(?: me| us)?(?: please)?$`),
      phrase(
        `(?:with|has|holding|carrying) (?:a |an )?(?:gun|knife|panga|machete|pistol)${gap(4)}(?:in|at|outside|inside) (?:the|our|my)`,
      ),
    ],
    weak: [
      phrase(`(?:feeling )?sleepy|seeing double|breathing is weird|vomiting|stomach is paining`),
      phrase(`(?:what|wat) (?:do i|should i) do|please come|pls come|come quickly`),
      phrase(`(?:smoke|door is jammed|jammed)`),
      phrase(`(?:she|he) is not answering`),
      phrase(`(?:fell|fallen) (?:in|down|from|off)`),
      phrase(`(?:is|are) not talking(?! to)`),
      phrase(`(?:inside|in) now|they are inside`),
      phrase(`help+ (?:my|someone)|^(?:please )?help\\b|\\bhelp(?: me| us)?(?: please)?$`),
      phrase(`(?:is|are) (?:infected|swelling)|has pus`),
      phrase(`already at|at the bridge`),
      phrase(`sugar is (?:very |too )?low|(?:i am|im) diabetic`),
    ],
  },
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
  /\b(?:bible|scripture|verse|chapter|jonah|samson|saul|judas|daniel|david|goliath|cain|abel|pharaoh|herod|stephen|job|elijah|jezebel|moses|abraham|isaac|philistines|israelites|apostles?|disciples|martyrs?)\b/;
const FIRST_PERSON = /\b(?:i|me|my|myself|mine)\b(?! (?:bible|notes|study|cell|group|class))/;

/** True when a message tells a story of scripture rather than the writer's own. */
export const tellsScripture = (text: string) =>
  ABOUT_SCRIPTURE_STORY.test(text) && !FIRST_PERSON.test(text);

export const DEATH_WORDS =
  /\b(?:die|dying|dead|death|suicid\w*|grave|own life|kill|killing|end it|end my|finish it|jump|hang|overdos\w*)\b/;
export const INTENT_WORDS =
  /\b(?:i am going to|going to do it|i will do it|do it (?:tonight|today|now)|i am ready|i have decided|decided|planning|tonight|this time|my mind is made up)\b/;

/**
 * Ordinary sayings that contain the tempting words, removed before the families are read:
 * "Jesus died for us", "dying to know", "kill time", "that worship was fire".
 */
export const ORDINARY_SAYINGS: RegExp[] = [
  /\b(?:jesus|christ|god|lord|lamb|seed|martyrs?) (?:\w+ ){0,2}(?:died|dies|die|was killed|was crucified|suffered)\b/g,
  /\bhe (?:died|suffered) (?:for|on) (?:us|me|our sins|the cross)\b/g,
  /\bdying to (?:know|see|join|hear|meet|go|try|get|watch|start)\b/g,
  /\bdie to (?:self|sin|the flesh|our flesh|flesh)\b/g,
  /\bdying to (?:self|sin|our flesh|the flesh)\b/g,
  /\bdead to sin\b/g,
  /\bkill(?:ing)? time\b/g,
  /\b(?:is|are|was|were) killing (?:me|us|it)\b/g,
  /\bkill(?:ed|ing)? it\b/g,
  /\bkill the (?:giants|mosquitoes|pride)\b/g,
  /\b(?:was|is) fire\b/g,
  /\bhit me up\b/g,
  /\bcut me some slack\b/g,
  /\bbreak a leg\b/g,
  /\bcould die laughing\b/g,
  /\bhad me dead\b/g,
  /\bdead (?:tired|serious|line|end)\b/g,
  /\b(?:phone|battery|mic|wifi|car battery) (?:is |went |almost )?dead\b/g,
  /\bgive my life to (?:christ|jesus|god)\b/g,
  /\b(?:first aid|awareness|training|talk|seminar) (?:\w+ ){0,4}(?:attack|choking|seizure)\b/g,
  /\b(?:heart|asthma) attack (?:awareness|first aid)\b/g,
  /\b(?:fire|emergency) (?:exit|marshal|extinguisher|drill)s?\b/g,
  /\b(?:drug|alcohol|substance) abuse\b/g,
  /\babus(?:e|ing) (?:grace|the church whatsapp|power)\b/g,
  /\bheart is burning for\b/g,
  /\bon fire for (?:god|jesus|christ|the lord|missions)\b/g,
  /\bforgiv\w* (?:\w+ ){0,3}(?:who|that) (?:hurt|hurts|wronged)\b/g,
  /\bhurt people hurt people\b/g,
  /\b(?:joke|jokes|story|laugh\w*|comedy|funny|lol|haha)\b.*\bkilled me\b/g,
  /\b(?:we|they|you) kill (?:them|us)\b/g,
  /\b(?:child protection|safeguarding|abuse) polic\w*/g,
  /\bwhen (?:i|we) die\b/g,
  /\bjump the gun\b/g,
  /\b(?:heart attack|stroke|first aid|cpr|choking)(?: \w+){0,4} (?:awareness|talk|training|course|seminar|class)\b/g,
  /\bchurch hurt\b/g,
  /\b(?:sermon|message|word|song|worship|story|testimony|preaching|teaching|service|music)(?: \w+){0,3} (?:touched|touches|moved) (?:me|us|my)\b/g,
  /\b(?:gossip|bitterness|sin) is poison\b/g,
  /\bpoison of bitterness\b/g,
  /\b(?:beat|beaten|beating) (?:us |them |the \w+ |by \w+ \w+ )?(?:at|in) (?:football|netball|volleyball|tug of war|the league|the fellowship league)\b/g,
  /\bwe (?:got )?beat(?:en)? (?:\w+ ){0,3}(?:\d+ \d+|at|in)\b/g,
  /\b(?:youth|choir|team) beat the\b/g,
];
