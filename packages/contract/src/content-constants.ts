/**
 * Constants and helpers of the content pages that need no zod, so the home page's first
 * load does not carry the schema library (the other modules re-export them).
 */

export const RECURRING_TUESDAY = 'recurring-tuesday';

/** The days of a week as the settings and the recurring dates name them, from Sunday. */
export const weekdays = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type Weekday = (typeof weekdays)[number];

/**
 * A weekly event's `event_date`: 'recurring-<weekday>' (docs/events.md#weekly-events). The
 * Tuesday one, 'recurring-tuesday', is the value clients have always known; the other days are
 * the same pattern.
 */
export const recurringDate = (day: Weekday): string => `recurring-${day.toLowerCase()}`;

/** The weekday a weekly event repeats on ('recurring-sunday' → 'Sunday'); null for a dated one. */
export function recurringDay(eventDate: string): Weekday | null {
  return weekdays.find((day) => recurringDate(day) === eventDate) ?? null;
}

/** Every weekly `event_date` value, Sunday's first. */
export const recurringDates: readonly string[] = weekdays.map(recurringDate);

export const invalidTeachingVideoMessage = 'Invalid YouTube URL provided for this teaching.';
export const invalidLeaderVideoMessage = 'Invalid YouTube URL provided for this leader.';

/**
 * The 11-character YouTube id of a link: short host (youtu.be/ID), watch (?v=ID), embed or
 * shorts path, or failing those any 11-character id-looking run (docs/product.md#teachings).
 */
export function extractYouTubeId(url: string): string | null {
  const patterns = [
    /youtu\.be\/([\w-]{11})(?![\w-])/,
    /[?&]v=([\w-]{11})(?![\w-])/,
    /\/(?:embed|shorts|live|v)\/([\w-]{11})(?![\w-])/,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(url);
    if (match) return match[1]!;
  }
  return null;
}

/**
 * The texts each public page shows, field by field, as the demo church (Torch Fellowship) wrote
 * them: a page nobody has edited shows these. One object per page, so a page's code carries its
 * own texts and no other page's (docs/decisions/044-page-texts-in-site-content.md).
 */
export const homeTextDefaults = {
  heroTitle: 'Welcome to Torch Fellowship',
  heroSubtitle:
    'A family of believers igniting hearts, transforming lives and building communities through the love of Christ.',
  connectTitle: 'Connect With Us',
  connectSubtitle:
    'There is a place for you here. Find a gathering, a prayer partner or a way to serve.',
};

export const giveTextDefaults = {
  giveTitle: 'Give with a Cheerful Heart',
  giveVerse:
    '"Each of you should give what you have decided in your heart to give, not reluctantly or under compulsion, for God loves a cheerful giver." 2 Corinthians 9:7',
};

export const contactTextDefaults = {
  contactTitle: 'Get in Touch',
  contactSubtitle:
    "We'd love to hear from you. Send us a message and someone from our team will reply soon.",
};

export const aboutTextDefaults = {
  heroTitle: 'Our Story & Vision',
  intro:
    'Torch began as a handful of friends praying together one evening a week. Today we are a family of believers learning to carry the light of Christ into every home, campus and workplace.',
  whoWeAreTitle: 'Who we are',
  whoWeAreFamily:
    'We are an ordinary family of believers from every walk of life: students and grandparents, boda riders and business owners. What holds us together is Jesus, the Light of the World, and a shared longing to see His light reach every corner of our city.',
  whoWeAreGathering:
    'Every week we gather to worship, study the Word and pray for one another. Through the week we meet in Light Campuses, serve on ministry teams and care for our neighbours, because faith grows best when it is lived out together.',
  drivesUsTitle: 'What drives us',
  missionTitle: 'Our mission',
  missionText:
    'Igniting hearts, transforming lives and building communities through the love of Christ.',
  visionTitle: 'Our vision',
  visionText: 'A generation that knows God deeply and shines His light in every sphere of life.',
  foundationTitle: 'Our foundation',
  foundationText:
    'We stand on the Scriptures, worship the Triune God and trust in Jesus Christ for salvation.',
  beliefsTitle: 'What we believe',
  beliefsIntro: 'The truths at the heart of our faith. Open one to read more.',
  beliefOneTitle: 'The Scriptures',
  beliefOneText:
    'We believe the Bible is the inspired, trustworthy Word of God, our final authority for faith and life.',
  beliefTwoTitle: 'The Triune God',
  beliefTwoText:
    'We believe in one God, eternally existing as Father, Son and Holy Spirit, equal in power and glory.',
  beliefThreeTitle: 'Jesus Christ',
  beliefThreeText:
    'We believe Jesus is fully God and fully man, born of a virgin, who lived without sin, died for our sins, rose bodily and will return.',
  beliefFourTitle: 'Salvation',
  beliefFourText:
    'We believe salvation is a gift of God’s grace, received through faith in Jesus Christ alone, not earned by our works.',
  beliefFiveTitle: 'The Holy Spirit',
  beliefFiveText:
    'We believe the Holy Spirit lives in every believer, giving new life, gifts for service and power to live for Christ.',
};

export const leadershipTextDefaults = {
  heroTitle: 'Leadership Philosophy',
  intro:
    'We believe leadership in the church is a call to serve. Our leaders shepherd, teach and equip, so that every member can grow into the ministry God has prepared for them.',
  principlesTitle: 'Principles we lead by',
  principleOneTitle: 'Servant Leadership',
  principleOneText:
    'Following Jesus, who came not to be served but to serve, our leaders go first in humility.',
  principleTwoTitle: 'Biblical Eldership',
  principleTwoText:
    'A plurality of mature believers oversees the church with prayer, care and accountability.',
  principleThreeTitle: 'Equipping the Saints',
  principleThreeText:
    'Leaders exist to prepare God’s people for works of service and to build up the body.',
  structureTitle: 'How we are structured',
  structurePastors:
    'Our Senior Pastor leads a team of elders who pray for the church, guard its teaching and care for its members. Associate pastors oversee prayer, families, youth and outreach, and each ministry team has a leader who serves alongside its volunteers.',
  structureLightCampuses:
    'Light Campus leaders shepherd small fellowships through the week and meet with the pastoral team every month, so that no one in the Torch family is ever far from someone who knows them by name.',
};

export const campusesTextDefaults = {
  eyebrow: 'Community',
  heroTitle: 'Light Campuses',
  intro:
    'Light Campuses are Torch fellowships that meet in schools, universities and neighbourhoods, small enough to know each other and bold enough to shine.',
  startCampusButton: 'Start a Campus',
  listTitle: 'Find a campus near you',
};

export const leadersTextDefaults = {
  eyebrow: 'About Us',
  heroTitle: 'Our Leaders',
  intro:
    'Meet the pastors and ministry leaders who pray for, teach and walk alongside the Torch family. Each one would love to hear your story.',
  leadershipButton: 'Leadership Philosophy',
};

export const blogTextDefaults = {
  eyebrow: 'Community',
  heroTitle: 'Blog',
  intro:
    'Reflections, devotionals and news from the Torch family, written to encourage you in your walk with God.',
};

export const newConvertsTextDefaults = {
  heroTitle: 'Welcome to the Family',
  intro:
    'Have you just given your life to Jesus? That is the best decision you will ever make. Let us know, so we can walk with you in your first steps of faith.',
  pheggosName: 'Pheggos',
  lychnosName: 'Lychnos',
  phosName: 'Phos',
};

const pageTextDefaults = {
  home: homeTextDefaults,
  give: giveTextDefaults,
  contact: contactTextDefaults,
  about: aboutTextDefaults,
  leadership: leadershipTextDefaults,
  campuses: campusesTextDefaults,
  leaders: leadersTextDefaults,
  blog: blogTextDefaults,
  'new-converts': newConvertsTextDefaults,
};

export type SiteContentPage = keyof typeof pageTextDefaults;

/** The pages whose texts Site Content edits, in the order its screen lists them. */
export const siteContentPages = /* @__PURE__ */ Object.keys(pageTextDefaults) as SiteContentPage[];

/** Each page's editable fields. */
export const siteContentFields = /* @__PURE__ */ Object.fromEntries(
  siteContentPages.map((page) => [page, Object.keys(pageTextDefaults[page])]),
) as unknown as {
  [P in SiteContentPage]: readonly (keyof (typeof pageTextDefaults)[P] & string)[];
};

/** The texts a page shows until an admin changes them. */
export const siteContentDefaults: Record<
  SiteContentPage,
  Record<string, string>
> = pageTextDefaults;

export const torchKidsFields = [
  'heroTitle',
  'heroSubtitle',
  'aboutText',
  'safetyText',
  'experienceText',
  'groupsText',
] as const;

/**
 * The about text the demo seed once stored, which named Torch Fellowship's days: read as the
 * unedited default (the current one names no weekday, so it stays true whatever the gatherings).
 */
export const torchKidsFormerAboutText =
  'Torch Stars is our ministry for children from birth to 12 years. Every Tuesday fellowship and Sunday gathering, trained teachers lead Bible stories, songs and crafts made for young hearts.';

export const torchKidsDefaults = {
  heroTitle: 'Torch Stars',
  heroSubtitle: 'Where children discover how much God loves them, and learn to shine His light.',
  aboutText:
    'Torch Stars is our ministry for children from birth to 12 years. At every gathering, trained teachers lead Bible stories, songs and crafts made for young hearts.',
  safetyText:
    'Every volunteer is interviewed and trained. Children are signed in and out by a parent or guardian with a matching tag, and no child is ever left alone with one adult.',
  experienceText:
    'Worship with actions, memory verses that stick, and small groups where every child is known by name. Parents receive a short note each week to continue the conversation at home.',
  groupsText:
    'Little Lights (0–3 years), Sparks (4–6 years), Flames (7–9 years) and Torchbearers (10–12 years).',
};
