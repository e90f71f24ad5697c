/** Crisis phrase families (data): a child at risk, an emergency. How they are read: `../crisis-patterns.ts`. */
import type { PhraseFamily } from '../crisis-patterns';
import { phrase, gap, PERSON_NOW, POISON, CHILD } from './pieces';

export const DANGER_FAMILIES: PhraseFamily[] = [
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
