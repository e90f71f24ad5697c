/**
 * The demo calendar: events in the coming weeks and teachings on the past Tuesdays, both counted
 * from the church's today. The videos are real, public BibleProject overviews (an animation
 * studio whose videos are free to embed), each picked for the passage its teaching speaks about;
 * each id was taken verbatim from a public source named beside it, since invented ids play as
 * "Video unavailable".
 */
import { RECURRING_TUESDAY, type EventInput, type TeachingInput } from '@torch/contract';
import { addDays, FRIDAY, image, SATURDAY, SUNDAY, TUESDAY, weekdayFrom } from './demo-helpers';

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
