/** Crisis phrase families (data): self-harm, abuse, sexual violence. How they are read: `../crisis-patterns.ts`. */
import type { PhraseFamily } from '../crisis-patterns';
import { phrase, gap, PERSON, BODY_PART, HARM_VERB } from './pieces';

export const HARM_FAMILIES: PhraseFamily[] = [
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
];
