/**
 * The ten questions bench/assistant.ts asks in turn (next event, service time, mobile money,
 * latest teaching, campuses, serving, contact, kids, prayer, and one it cannot answer), each
 * with the fact its answer must contain, from the same demo content the database holds.
 */
import { assistantTexts, church, RECURRING_TUESDAY } from '@torch/contract';
import { longDate } from '../../apps/server/src/modules/assistant/knowledge';
import { demoEvents, demoTeachings } from '../../apps/server/src/modules/demo-content/demo-content';
import type { Sample } from './protocol';

export function questionsFor(today: string) {
  const next = demoEvents(today)
    .filter((event) => event.event_date !== RECURRING_TUESDAY)
    .sort((a, b) => a.event_date.localeCompare(b.event_date))[0]!;
  const latestTeaching = [...demoTeachings(today)].sort((a, b) =>
    b.preached_at.localeCompare(a.preached_at),
  )[0]!;
  const questions: [string, string][] = [
    ['When is the next event?', `The next event is ${next.title}, on ${longDate(next.event_date)}`],
    ['What time is the Tuesday service?', '5:00 PM to 8:00 PM'],
    ['How can I give by mobile money?', 'MTN Mobile Money'],
    ['What is the latest sermon?', latestTeaching.title],
    ['Are there campuses near Makerere?', 'Makerere'],
    ['How can I volunteer?', '#/serve'],
    ['What is your phone number?', church.phone],
    ['Do you have a program for kids?', 'Torch Stars'],
    ['How do I send a prayer request?', '#/prayer'],
    ['What is the capital of Peru?', "I'm not sure"],
  ];
  const bodies = questions.map(([newMessage]) => JSON.stringify({ history: [], newMessage }));
  /** Why an answer fails, or null. */
  const problem = (sample: Sample): string | null => {
    if (sample.error) return `error: ${sample.error}`;
    if (sample.status !== 200) return `status ${sample.status}`;
    if (sample.text.trim() === '') return 'empty';
    if (sample.text.includes(assistantTexts.apology)) return 'apology';
    const [question, fact] = questions[sample.index % questions.length]!;
    return sample.text.includes(fact) ? null : `"${question}" lacks "${fact}"`;
  };
  return { next, questions, bodies, problem };
}

export type Questions = ReturnType<typeof questionsFor>;
