/**
 * The demo church's people and places: leaders (with BibleProject videos, each id taken verbatim
 * from a public source named beside it), ministry teams and Light Campuses.
 */
import type { LeaderInput } from '@torch/contract';
import type { StoredCampusImage } from '../../db/schema';
import { image } from './demo-helpers';

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
