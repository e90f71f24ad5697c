/** Crisis phrase families (data): suicide, the wish to be gone, hopelessness. How they are read: `../crisis-patterns.ts`. */
import type { PhraseFamily } from '../crisis-patterns';
import { phrase, gap, SELF, OTHER_SELF, POISON } from './pieces';

export const LIFE_FAMILIES: PhraseFamily[] = [
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
      // Hopelessness about life itself, with no plan said: recall first (docs/decisions/042-care-recall-first.md).
      phrase(`giv(?:e|es|ing|en) up on (?:life|living|everything|myself|my life|it all|the world)`),
      phrase(
        `(?:want|wants|ready|about|going) to (?:just )?give up(?: completely| for good| on \\w+)?$`,
      ),
      phrase(`(?:given|give|giving) up (?:completely|totally|for good)`),
      phrase(
        `(?:no one|nobody|noone|none) (?:\\w+ )?(?:cares|care|would care|will care|would notice|will notice|would mind|will mind)${gap(1)}(?:if|whether) i (?:live|lived|die|died|am alive|am dead|am gone|was gone|exist|disappear)`,
      ),
      phrase(`(?:i|me) (?:live|lived|survive) or (?:die|died)|whether i (?:live|die|wake)`),
      phrase(
        `(?:what is|whats|what) the (?:point|use|reason)(?: of| in)? (?:anything|it all|living|life|trying|going on|waking up|me|this life|any of it|carrying on|being here)`,
      ),
      phrase(`(?:so|then|now) (?:what is|whats) the (?:point|use)$`),
      phrase(
        `(?:life|my life|living|everything|being alive|existing) (?:is|has become|feels|seems|is just) (?:so |completely |totally )?(?:pointless|meaningless|hopeless|worthless|useless|not worth it|a waste|unbearable|too hard to live)`,
      ),
      phrase(
        `(?:no|lost(?: the| my| all)?|have no|there is no) (?:will|reason|desire|strength|wish) (?:left )?to (?:live|go on|keep going|continue|keep living|be alive)`,
      ),
      phrase(
        `why am i (?:even |still )?(?:alive|living|breathing)|why (?:should|do|would) i (?:even )?(?:keep )?(?:live|living|go on|going on|bother living|wake up)`,
      ),
      phrase(
        `(?:no|lost all|have no|there is no) hope (?:left |any more )?(?:for me|in (?:my )?life|in living|of living|in anything)`,
      ),
      phrase(`hopeless about (?:life|my life|everything|the future|living|tomorrow)`),
      phrase(`(?:i am|i feel|feeling|i have become) (?:so |completely |totally |just )?hopeless`),
      phrase(
        `(?:can not|do not want to|no strength to) (?:go on|keep going|carry on|continue) (?:living|with (?:life|my life|this life|anything))`,
      ),
      phrase(`nothing matters any more|(?:life|living) (?:is )?(?:unbearable|too heavy to carry)`),
      phrase(`(?:do not|no longer) (?:care|mind) (?:if|whether) i (?:live|die|wake|am alive)`),
      phrase(`tired of (?:fighting|everything|trying|it all|struggling)`),
      phrase(
        `(?:no|lost my|there is no) (?:purpose|meaning) (?:in|to|for) (?:my )?(?:life|living)`,
      ),
      phrase(`obulamu (?:bunkooye|tebulina makulu)|sina ssuubi`),
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
];
