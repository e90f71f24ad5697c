/**
 * The demo church: what a new install shows so the site feels lived in. Dates are computed
 * from the church's today, so the events are always in the coming weeks and the teachings in
 * the past ones. Every image lives in assets/demo and is served from /uploads/demo/.
 *
 * The videos are real, public BibleProject overviews (an animation studio whose videos are free
 * to embed), each picked for the passage its teaching or leader speaks about. Each id was taken
 * verbatim from a public source named beside it; invented ids play as "Video unavailable".
 *
 * The data lives by kind in demo-*.ts; this file is where the seed and the assistant find it.
 */
export { DEMO_IMAGE_PREFIX } from './demo-helpers';
export { demoEvents, demoTeachings } from './demo-calendar';
export { demoBlogPosts, type DemoBlogPost } from './demo-blog-posts';
export {
  demoCampuses,
  demoLeaders,
  demoMinistryTeams,
  type DemoCampus,
  type DemoMinistryTeam,
} from './demo-people';
export { demoContactMessages, demoSubscribers, type DemoContactMessage } from './demo-messages';
