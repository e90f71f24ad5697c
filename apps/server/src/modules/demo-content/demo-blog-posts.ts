/** The demo blog: a few published posts and one draft, dated by how many days ago. */
import type { BlogPostInput } from '@torch/contract';
import { image } from './demo-helpers';

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
