/**
 * The readable pieces the crisis phrase families are written with (data; see
 * `../crisis-patterns.ts` for how they are read).
 */

/** Builds one pattern from readable pieces; `\b` at both ends, so words never match inside words. */
export const phrase = (...pieces: string[]) => new RegExp(`\\b(?:${pieces.join('')})\\b`);

/** A space, then up to `n` more words ("my husband[ always] hits me"): write it with no spaces around. */
export const gap = (n: number) => ` (?:[a-z0-9]+ ){0,${n}}`;

export const SELF = '(?:myself|my life|my own life|me)';
export const OTHER_SELF =
  '(?:himself|herself|themselves|themself|his life|her life|his own life|her own life)';
export const KIN =
  '(?:husband|wife|partner|boyfriend|girlfriend|fiance|man|father|mother|stepfather|stepmother|' +
  'uncle|aunt|brother|sister|son|daughter|cousin|in laws?|brother in law|co wife|grandchildren|' +
  'children|parents|landlord|landlady|boss|employer|madam|teacher|lecturer|guard|neighbou?r|' +
  'pastor|roommate|ex)';
export const PERSON = `(?:he|she|they|someone|somebody|people|men|boys|guys?|${KIN})`;
/** Who can collapse or stop breathing: the writer, a loved one, someone nearby. */
export const PERSON_NOW = `(?:i|he|she|someone|somebody|friend|man|woman|baby|child|${KIN})`;
export const BODY_PART = '(?:arms?|wrists?|thighs?|legs?|skin|body|stomach|hands?|veins|face)';
export const HARM_VERB =
  '(?:beat|beats|beating|beaten|hit|hits|hitting|slap\\w*|punch\\w*|kick\\w*|chok\\w*|' +
  'strangl\\w*|stab\\w*|whip\\w*|batter\\w*|tortur\\w*|abus\\w*|assault\\w*|attack\\w*|' +
  'threaten\\w*|burn|burns|burned|burnt|burning|starv\\w*|chase\\w*|chasing|lock\\w*|' +
  'pour\\w*|thr[eo]w\\w*|broke|breaks)';
export const POISON =
  '(?:poison|rat poison|pills|tablets|panadol|sleeping pills|jik|bleach|paraffin|kerosene|' +
  'pesticide|paraquat|insecticide|acid|doom|cattle dip|weed killer)';
export const CHILD =
  '(?:child|children|kids?|baby|babies|toddler|boy|girl|son|daughter|niece|nephew|' +
  'grandchild|grandson|granddaughter|pupil|orphan|(?:little|small|baby) (?:sister|brother|boy|girl)|' +
  'house ?girl|house help)';
export const UNDER_AGE = '(?:[2-9]|1[0-7])';

/** A person under 18 by their own words ("i am 13", "my 10 year old", "i am in p6"). */
export const CHILD_AGE = new RegExp(
  `\\b(?:(?:i|she|he|${CHILD}) (?:am|is) ${UNDER_AGE}|${CHILD} of ${UNDER_AGE}|${UNDER_AGE} (?:years|year) old|(?:i am )?in (?:p[4-7]|s[1-4]))\\b`,
);
