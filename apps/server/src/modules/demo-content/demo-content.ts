/**
 * The demo church: what a new install shows so the site feels lived in. Dates are computed
 * from the church's today, so the events are always in the coming weeks and the teachings in
 * the past ones. Every image lives in assets/demo and is served from /uploads/demo/.
 *
 * The videos are real, public BibleProject overviews (an animation studio whose videos are free
 * to embed), each picked for the passage its teaching or leader speaks about. Each id was taken
 * verbatim from a public source named beside it; invented ids play as "Video unavailable".
 */
import {
  RECURRING_TUESDAY,
  type BlogPostInput,
  type EventInput,
  type LeaderInput,
  type TeachingInput,
} from '@torch/contract';
import type { StoredCampusImage } from '../../db/schema';

export const DEMO_IMAGE_PREFIX = '/uploads/demo/';
const image = (name: string) => `${DEMO_IMAGE_PREFIX}${name}.webp`;

/** The ISO date `days` after an ISO date. */
function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first `weekday` (0 Sunday … 6 Saturday) at least `minDays` after `today`. */
function weekdayFrom(today: string, minDays: number, weekday: number): string {
  const start = addDays(today, minDays);
  const current = new Date(`${start}T00:00:00Z`).getUTCDay();
  return addDays(start, (weekday - current + 7) % 7);
}

const FRIDAY = 5;
const SATURDAY = 6;
const SUNDAY = 0;
const TUESDAY = 2;

export function demoEvents(today: string): EventInput[] {
  return [
    {
      title: 'Tuesday Fellowship',
      location: 'Main Sanctuary, Torch Fellowship, Kampala',
      event_date: RECURRING_TUESDAY,
      event_time: '5:00 PM - 8:00 PM',
      description:
        'Our weekly family gathering: worship, the Word and prayer, followed by tea and mandazi in the courtyard. Come as you are and bring a friend. Torch Stars runs alongside for the children.',
      registration_required: false,
      image_base64: null,
    },
    {
      title: 'Youth Night: Set Apart',
      location: 'Youth Hall, Torch Fellowship',
      event_date: weekdayFrom(today, 2, FRIDAY),
      event_time: '6:30 PM - 9:30 PM',
      description:
        'An evening for students and young professionals (16–30): live worship, a message on living set apart in a busy city, and pizza afterwards. Entry is free.',
      registration_required: false,
      image_base64: image('event-youth-night'),
    },
    {
      title: 'Community Outreach in Kireka',
      location: 'Kireka Primary School grounds, Kireka',
      event_date: weekdayFrom(today, 8, SATURDAY),
      event_time: '9:00 AM - 2:00 PM',
      description:
        'We are serving our neighbours in Kireka with free health checks, a food drive for 150 families and a children’s programme. Volunteers meet at the church at 8:00 AM for transport.',
      registration_required: false,
      image_base64: null,
    },
    {
      title: 'Night of Worship',
      location: 'Main Sanctuary, Torch Fellowship, Kampala',
      event_date: weekdayFrom(today, 15, FRIDAY),
      event_time: '7:00 PM - 10:00 PM',
      description:
        'Three hours of worship and prayer led by the Torch worship team, with testimonies between the songs. Doors open at 6:30 PM.',
      registration_required: false,
      image_base64: image('event-worship-night'),
    },
    {
      title: "Couples' Dinner",
      location: 'Protea Hotel, Kololo',
      event_date: weekdayFrom(today, 20, SATURDAY),
      event_time: '7:00 PM - 10:00 PM',
      description:
        'A relaxed evening for married and engaged couples: a three-course dinner, a short talk from Pastor Daniel and Ruth on keeping friendship at the heart of marriage, and time to talk. UGX 120,000 per couple; places are limited, so please register.',
      registration_required: true,
      image_base64: null,
    },
    {
      title: 'Baptism Sunday',
      location: 'Munyonyo lakeshore, Kampala',
      event_date: weekdayFrom(today, 27, SUNDAY),
      event_time: '10:00',
      description:
        'We celebrate those who are following Jesus in baptism by Lake Victoria. Family and friends are warmly welcome; bring a picnic for the lunch that follows. Speak to a pastor if you would like to be baptised.',
      registration_required: false,
      image_base64: null,
    },
  ];
}

export function demoTeachings(today: string): TeachingInput[] {
  // Preached on the fellowship's Tuesdays: the last one before today, and weekly before it.
  const lastTuesday = weekdayFrom(addDays(today, -7), 0, TUESDAY);
  const week = (n: number) => addDays(lastTuesday, -7 * n);
  return [
    {
      title: 'Faith That Walks on Water',
      speaker: 'Pastor Daniel Mukasa',
      preached_at: week(0),
      category: 'Faith',
      // BibleProject, "Gospel of Matthew Summary: A Complete Animated Overview (Part 2)" (Matthew
      // 14-28). Source: https://www.youtube.com/watch?v=GGCF3OPWN14, found via the code search in
      // github.com/AdamLiechty/journal (src/pages/_readingData_4.js: YouTube data, channelTitle
      // "BibleProject").
      youtube_url: 'https://www.youtube.com/watch?v=GGCF3OPWN14',
      description:
        'Peter stepped out of the boat while the wind still blew. A message on trusting Jesus before the storm is over (Matthew 14:22–33).',
    },
    {
      title: 'Learning to Pray Like Jesus',
      speaker: 'Pastor Ruth Namubiru',
      preached_at: week(1),
      category: 'Prayer',
      // BibleProject, "Matthew 1-13" overview (the Sermon on the Mount and the Lord's Prayer).
      // Source: https://www.youtube.com/watch?v=3Dv4-n6OYGI, found via the code search in
      // github.com/AdamLiechty/journal (src/pages/_readingData_4.js: YouTube data, channelTitle
      // "BibleProject").
      youtube_url: 'https://www.youtube.com/watch?v=3Dv4-n6OYGI',
      description:
        'The Lord’s Prayer line by line: how a few simple words can shape a whole day, a family and a church.',
    },
    {
      title: 'Homes That Carry the Light',
      speaker: 'Pastor Daniel Mukasa',
      preached_at: week(2),
      category: 'Family',
      // BibleProject, "Book of Joshua Summary: A Complete Animated Overview". Source:
      // https://www.youtube.com/watch?v=JqOqJlFF_eU, found via the code search in
      // github.com/AdamLiechty/journal (src/pages/_readingData_1.js: YouTube data, channelTitle
      // "BibleProject").
      youtube_url: 'https://www.youtube.com/watch?v=JqOqJlFF_eU',
      description:
        'Joshua said, “As for me and my house, we will serve the Lord.” Practical ways to make faith part of ordinary family life.',
    },
    {
      title: 'Leading Like a Servant',
      speaker: 'Samuel Okello',
      preached_at: week(3),
      category: 'Leadership',
      // BibleProject, "Gospel of John Summary: A Complete Animated Overview (Part 2)" (John 13-21,
      // the foot washing). Source: https://www.youtube.com/watch?v=RUfh_wOsauk, found via the code
      // search in github.com/AdamLiechty/journal (src/pages/_readingData_4.js: YouTube data,
      // channelTitle "BibleProject").
      youtube_url: 'https://www.youtube.com/watch?v=RUfh_wOsauk',
      description:
        'Jesus took a towel and washed feet. What servant leadership looks like at work, at home and in ministry (John 13).',
    },
    {
      title: 'Generosity and the Cheerful Giver',
      speaker: 'Pastor Ruth Namubiru',
      preached_at: week(4),
      category: 'Stewardship',
      // BibleProject, "2 Corinthians" overview. Source:
      // https://www.youtube.com/watch?v=3lfPK2vfC54, found via the code search in
      // github.com/AdamLiechty/journal (src/pages/_readingData_4.js: YouTube data, channelTitle
      // "BibleProject").
      youtube_url: 'https://www.youtube.com/watch?v=3lfPK2vfC54',
      description:
        'Giving is worship before it is a budget line. A look at 2 Corinthians 9 and the freedom of an open hand.',
    },
    {
      title: 'Hope for the Weary',
      speaker: 'Esther Akello',
      preached_at: week(5),
      category: 'Hope',
      // BibleProject, "Book of Isaiah Summary: A Complete Animated Overview (Part 2)" (Isaiah
      // 40-66, "Comfort my people"). Source: https://youtu.be/_TzdEPuqgQg, found via the code
      // search in github.com/Tobai24/logos (data_links.py, isaiah_part2) and in
      // github.com/AdamLiechty/journal (src/pages/_readingData_1.js, filed under "Isaiah 61",
      // channelTitle "BibleProject").
      youtube_url: 'https://www.youtube.com/watch?v=_TzdEPuqgQg',
      description:
        '“Come to me, all who are weary.” An honest word for anyone running on empty, and the rest Jesus offers.',
    },
  ];
}

export interface DemoBlogPost extends Required<
  Pick<BlogPostInput, 'title' | 'content' | 'featureImageUrl'>
> {
  status: 'draft' | 'published';
  authorName: string;
  /** Days before today it was written (and published, unless a draft). */
  daysAgo: number;
}

export const demoBlogPosts: DemoBlogPost[] = [
  {
    title: 'Walking in the Light Together',
    status: 'published',
    authorName: 'Pastor Daniel Mukasa',
    daysAgo: 3,
    featureImageUrl: image('blog-walking-in-the-light'),
    content: `## Why we are called Torch

When we started meeting in a sitting room in Ntinda, there were eleven of us and one paraffin lamp. The power went off that first Tuesday, and we kept singing by the lamp's light. We have been Torch ever since.

> "Your word is a lamp for my feet, a light on my path." Psalm 119:105

## What walking in the light looks like

Walking in the light is not about being perfect. It is about being honest, with God and with each other:

- **Open hearts**: we share what is really going on, not only the good news.
- **Open homes**: our Light Campuses meet in living rooms across Kampala every week.
- **Open hands**: we give, serve and pray for our city.

## An invitation

If you are new, come on a Tuesday at 5:00 PM. Find someone in a Torch T-shirt and tell them it is your first time; we would love to pray with you and introduce you to a Light Campus near your home.`,
  },
  {
    title: 'Five Rhythms of Prayer for Busy People',
    status: 'published',
    authorName: 'Pastor Ruth Namubiru',
    daysAgo: 10,
    featureImageUrl: image('blog-prayer-rhythms'),
    content: `Between boda rides, deadlines and school runs, prayer can feel like one more thing on the list. It does not have to be.

## Start small, stay steady

1. **Morning offering**: before you pick up your phone, give the day to God in one sentence.
2. **Traffic prayers**: turn the jam on Jinja Road into a time to pray for the people around you.
3. **Lunchtime psalm**: read one psalm slowly with your lunch.
4. **Evening review**: ask where you saw God today and where you missed Him.
5. **Tuesday together**: pray with the church family at fellowship.

> "Devote yourselves to prayer, being watchful and thankful." Colossians 4:2

## Keep a simple list

Write down the names you carry. When prayers are answered, mark the date. Over a year, that list becomes a record of God's faithfulness, and it will strengthen your faith on the hard days.`,
  },
  {
    title: 'What Our Kireka Outreach Taught Us',
    status: 'published',
    authorName: 'Samuel Okello',
    daysAgo: 21,
    featureImageUrl: image('blog-serving-kampala'),
    content: `Last quarter, sixty volunteers from Torch spent a Saturday in Kireka. We went to give, and we came back having received far more.

## By the numbers

- 142 families received food parcels
- 96 adults had free blood-pressure and sugar checks, thanks to our nurses
- 210 children joined games, songs and a Bible story with Torch Stars

## What we learned

### Listening comes first

Before we set up a single table, we sat with the local council chairperson and asked what the community needed most. That conversation changed our plans, and for the better.

### Serving is for everyone

Our youngest volunteer was nine; our oldest was seventy-three. There was a job for each of them.

> "Let us not love with words or speech but with actions and in truth." 1 John 3:18

The next outreach is already on the calendar. Join the Outreach & Missions team to help plan it.`,
  },
  {
    title: 'Around the Family Table: Faith at Home',
    status: 'draft',
    authorName: 'Pastor Daniel Mukasa',
    daysAgo: 1,
    featureImageUrl: image('blog-family-table'),
    content: `## A draft for the family series

Some ideas to develop before this goes out:

- Reading one Bible story at supper, with the children asking the questions
- A weekly "thank-you jar" for answered prayers
- Inviting a neighbour to Sunday lunch once a month

> "These commandments that I give you today are to be on your hearts. Impress them on your children." Deuteronomy 6:6–7

Ask Ruth for the Torch Stars take-home sheets to link here.`,
  },
];

export const demoLeaders: LeaderInput[] = [
  {
    name: 'Pastor Daniel Mukasa',
    title: 'Senior Pastor',
    bio: 'Daniel planted Torch Fellowship in 2012 with a small group that met in his sitting room in Ntinda. He studied theology at Uganda Christian University and loves teaching the Bible plainly so that it can be lived on Monday morning. He is married to Ruth; they have three children.',
    photoUrl: image('leader-daniel-mukasa'),
    // BibleProject, "Book of Genesis Summary: A Complete Animated Overview (Part 1)". Source:
    // https://www.youtube.com/watch?v=GQI72THyO5I, found via the code search in
    // github.com/Tobai24/logos (data_links.py, genesis_part1) and several other BibleProject lists.
    youtubeUrl: 'https://www.youtube.com/watch?v=GQI72THyO5I',
  },
  {
    name: 'Pastor Ruth Namubiru',
    title: 'Associate Pastor, Prayer & Families',
    bio: 'Ruth leads our prayer ministry and family life. A former secondary-school teacher, she oversees Torch Stars and trains our children’s volunteers. She is never far from a cup of tea or a conversation about what God is doing.',
    photoUrl: image('leader-ruth-namubiru'),
    // BibleProject, "Book of Ruth Summary: A Complete Animated Overview". Source:
    // https://www.youtube.com/watch?v=0h1eoBeR4Jk, found via the code search in
    // github.com/AdamLiechty/journal (src/pages/_readingData_1.js: YouTube data, channelTitle
    // "BibleProject").
    youtubeUrl: 'https://www.youtube.com/watch?v=0h1eoBeR4Jk',
  },
  {
    name: 'Samuel Okello',
    title: 'Youth & Outreach Pastor',
    bio: 'Samuel grew up in Gulu and came to faith at a Torch youth camp. He now leads our youth and the Outreach & Missions team, and has a gift for turning a good idea into a Saturday full of volunteers.',
    photoUrl: image('leader-samuel-okello'),
    // BibleProject, "Book of Acts Summary: A Complete Animated Overview (Part 1)" (Acts 1-12, the
    // church sent out). Source: https://www.youtube.com/watch?v=CGbNw855ksw, found via the code
    // search in github.com/AdamLiechty/journal (src/pages/_readingData_4.js: YouTube data,
    // channelTitle "BibleProject").
    youtubeUrl: 'https://www.youtube.com/watch?v=CGbNw855ksw',
  },
  {
    name: 'Esther Akello',
    title: 'Worship Director',
    bio: 'Esther leads the worship team and the monthly Night of Worship. A trained music teacher, she writes songs in English and Luganda and mentors young musicians on keys and vocals.',
    photoUrl: image('leader-esther-akello'),
    // BibleProject, "Book of Psalms Summary: A Complete Animated Overview". Source:
    // https://www.youtube.com/watch?v=j9phNEaPrv8, found via the code search in
    // github.com/AdamLiechty/journal (src/pages/_readingData_2.js: YouTube data, channelTitle
    // "BibleProject").
    youtubeUrl: 'https://www.youtube.com/watch?v=j9phNEaPrv8',
  },
];

export interface DemoMinistryTeam {
  name: string;
  leaderName: string;
  contactEmail: string;
  description: string;
  imageUrl: string;
}

export const demoMinistryTeams: DemoMinistryTeam[] = [
  {
    name: 'Worship',
    leaderName: 'Esther Akello',
    contactEmail: 'worship@torchfellowship.org',
    description:
      'Singers, instrumentalists and sound engineers who lead the church in worship every Tuesday and Sunday. Rehearsals are on Saturday afternoons.',
    imageUrl: image('team-worship'),
  },
  {
    name: 'Ushering & Hospitality',
    leaderName: 'Joseph Kato',
    contactEmail: 'welcome@torchfellowship.org',
    description:
      'The first smile a visitor sees: welcoming at the door, helping people find a seat, and serving tea after fellowship.',
    imageUrl: image('team-hospitality'),
  },
  {
    name: 'Media & Tech',
    leaderName: 'Brian Ssemakula',
    contactEmail: 'media@torchfellowship.org',
    description:
      'Cameras, livestream, slides, lights and social media. No experience needed; we train on the job.',
    imageUrl: image('team-media'),
  },
  {
    name: 'Children (Torch Stars)',
    leaderName: 'Pastor Ruth Namubiru',
    contactEmail: 'torchstars@torchfellowship.org',
    description:
      'Teaching, games and care for children from birth to 12 years. Every volunteer is interviewed and trained in child safety.',
    imageUrl: image('team-torch-stars'),
  },
  {
    name: 'Youth',
    leaderName: 'Samuel Okello',
    contactEmail: 'youth@torchfellowship.org',
    description:
      'Mentors and small-group leaders for teenagers and young adults, plus the team behind Youth Night every month.',
    imageUrl: image('team-youth'),
  },
  {
    name: 'Outreach & Missions',
    leaderName: 'Samuel Okello',
    contactEmail: 'outreach@torchfellowship.org',
    description:
      'Community outreach in Kampala’s neighbourhoods, hospital visits, and support for our partner churches in northern Uganda.',
    imageUrl: image('team-outreach'),
  },
];

export interface DemoCampus {
  name: string;
  location: string;
  leaderName: string;
  contactInfo: string;
  meetingSchedule: string;
  images: StoredCampusImage[];
}

const campusImage = (name: string, alt: string): StoredCampusImage => ({
  url: image(name),
  publicId: `demo/${name}`,
  alt,
});

export const demoCampuses: DemoCampus[] = [
  {
    name: 'Ntinda Light Campus',
    location: 'Ntinda, near Capital Shoppers, Kampala',
    leaderName: 'Joseph & Miriam Kato',
    contactInfo: 'ntinda@torchfellowship.org · +256 772 410 215',
    meetingSchedule: 'Thursdays, 7:00 PM - 9:00 PM',
    images: [
      campusImage('campus-ntinda-1', 'Evening worship in the Katos’ living room'),
      campusImage('campus-ntinda-2', 'Sharing a meal after the Bible study'),
    ],
  },
  {
    name: 'Makerere Light Campus',
    location: 'Makerere University, Kikoni gate, Kampala',
    leaderName: 'Brian Ssemakula',
    contactInfo: 'makerere@torchfellowship.org · +256 701 338 904',
    meetingSchedule: 'Wednesdays, 6:00 PM - 8:00 PM',
    images: [
      campusImage('campus-makerere-1', 'Students praying together on campus'),
      campusImage('campus-makerere-2', 'Worship night in the hostel common room'),
      campusImage('campus-makerere-3', 'Small-group discussion under the mango tree'),
    ],
  },
  {
    name: 'Entebbe Light Campus',
    location: 'Kitoro, Entebbe',
    leaderName: 'Grace Nakato',
    contactInfo: 'entebbe@torchfellowship.org · +256 753 902 117',
    meetingSchedule: 'Fridays, 7:00 PM - 9:00 PM',
    images: [campusImage('campus-entebbe-1', 'Sunset prayer by Lake Victoria')],
  },
];

export interface DemoContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** How long ago it was sent. */
  hoursAgo: number;
  /** Whether the office has already opened it. */
  read: boolean;
}

/** What a visitor might write through the contact page; example.org addresses reach no one. */
export const demoContactMessages: DemoContactMessage[] = [
  {
    name: 'Brian Ssekandi',
    email: 'brian.ssekandi@example.org',
    subject: 'Visiting this Tuesday',
    message:
      'Hello! My wife and I moved to Kampala last month and would love to join the Tuesday service. Is there parking near the church, and is there anything for our two children (4 and 7) during the service?\n\nThank you,\nBrian',
    hoursAgo: 3,
    read: false,
  },
  {
    name: 'Ruth Akello',
    email: 'ruth.akello@example.org',
    subject: 'Booking the hall for a dedication',
    message:
      'Good afternoon. We would like to dedicate our baby girl in December. Who should I speak to about the dates, and do we need to attend a class beforehand?',
    hoursAgo: 26,
    read: false,
  },
  {
    name: 'Moses Okello',
    email: 'moses.okello@example.org',
    subject: 'Thank you for the youth camp',
    message:
      'Just wanted to say thank you to the team for the youth camp. My son came home a different boy, full of joy and asking for a Bible of his own. God bless you all.',
    hoursAgo: 74,
    read: true,
  },
];

/** A few sign-ups from the footer's newsletter form, newest last. */
export const demoSubscribers: { email: string; daysAgo: number }[] = [
  { email: 'sarah.namutebi@example.org', daysAgo: 21 },
  { email: 'daniel.mugisha@example.org', daysAgo: 12 },
  { email: 'joy.atim@example.org', daysAgo: 5 },
  { email: 'peter.kato@example.org', daysAgo: 1 },
];
