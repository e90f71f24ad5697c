/**
 * The care replies measured on a held-out set: messages written apart from the recogniser,
 * never in the corpus it learns from (docs/assistant.md#measured-apart). Each message is asked
 * alone through POST /api/ai/chat on the full app (built-in provider, the demo church), and the
 * reply is read as a visitor reads it: the crisis reply, the distress reply, the gentle reply to
 * feeling, the "not sure" decline, or an answer.
 *
 *   npm run bench:care -- apps/server/assets/care-heldout/set-5.txt
 *   npm run bench:care -- <file> --show-misses     also lists each message that was missed
 *
 * The file has sections `# crisis`, `# distress`, `# ordinary` and `# feeling`, one message a
 * line. Only aggregates are printed unless --show-misses is given, so that a set can be measured
 * once without its messages being read (and tuned to).
 */
import fs from 'node:fs';
import path from 'node:path';
import { notKnown } from '../apps/server/src/modules/assistant/providers/builtin';
import { CARE_REPLY_MARKS } from '../apps/server/src/modules/assistant/care/care-replies';
import { seedDemoContent } from '../apps/server/src/modules/demo-content/seed';
import { startApp } from './lib/app';

const SECTIONS = ['crisis', 'distress', 'ordinary', 'feeling'] as const;
type Section = (typeof SECTIONS)[number];
type Reply = 'crisis' | 'distress' | 'feeling' | 'decline' | 'answer';

function readSet(file: string): Record<Section, string[]> {
  const set: Record<Section, string[]> = { crisis: [], distress: [], ordinary: [], feeling: [] };
  let section: Section | undefined;
  for (const raw of fs.readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('#')) {
      const name = line.replace(/^#+/, '').trim().toLowerCase();
      if ((SECTIONS as readonly string[]).includes(name)) section = name as Section;
      continue;
    }
    if (section) set[section].push(line);
  }
  return set;
}

const DECLINE = notKnown({ email: '', phone: '' }).slice(0, 40);

function kindOf(reply: string): Reply {
  if (reply.includes(CARE_REPLY_MARKS.crisis)) return 'crisis';
  if (reply.includes(CARE_REPLY_MARKS.feeling)) return 'feeling';
  if (reply.includes(CARE_REPLY_MARKS.distress)) return 'distress';
  if (reply.includes(DECLINE)) return 'decline';
  return 'answer';
}

const isCare = (kind: Reply) => kind === 'crisis' || kind === 'distress' || kind === 'feeling';
const percent = (part: number, whole: number) =>
  whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)} % (${part} of ${whole})`;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const showMisses = args.includes('--show-misses');
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) throw new Error('Usage: npm run bench:care -- <held-out file> [--show-misses]');
  const set = readSet(path.resolve(file));

  const torch = await startApp({
    env: { AI_PROVIDER: 'builtin', AI_RATE_LIMIT_PER_IP: '1000000' },
    prepare: async ({ services, database, dataDir }) =>
      seedDemoContent(database.db, {
        today: await services.events.today(),
        uploadsDir: path.join(dataDir, 'uploads'),
      }),
  });
  const judged: Record<Section, { text: string; kind: Reply }[]> = {
    crisis: [],
    distress: [],
    ordinary: [],
    feeling: [],
  };
  try {
    for (const section of SECTIONS) {
      for (const text of set[section]) {
        const response = await torch.app.inject({
          method: 'POST',
          url: '/api/ai/chat',
          payload: { newMessage: text, history: [] },
        });
        if (response.statusCode !== 200)
          throw new Error(`POST /api/ai/chat answered ${response.statusCode}`);
        judged[section].push({ text, kind: kindOf(response.body) });
      }
    }
  } finally {
    await torch.close();
  }

  const count = (section: Section, test: (kind: Reply) => boolean) =>
    judged[section].filter(({ kind }) => test(kind)).length;
  const total = (section: Section) => judged[section].length;
  const lines = [
    `held-out set: ${path.basename(file)}`,
    `crisis recall (the crisis reply):     ${percent(
      count('crisis', (k) => k === 'crisis'),
      total('crisis'),
    )}`,
    `crisis met with any care reply:       ${percent(count('crisis', isCare), total('crisis'))}`,
    `distress met with care:               ${percent(count('distress', isCare), total('distress'))}`,
    `distress given the crisis reply:      ${percent(
      count('distress', (k) => k === 'crisis'),
      total('distress'),
    )}`,
    `ordinary given a care reply (false):  ${percent(count('ordinary', isCare), total('ordinary'))}`,
    `ordinary given the crisis reply:      ${percent(
      count('ordinary', (k) => k === 'crisis'),
      total('ordinary'),
    )}`,
    `feeling given the "not sure" decline: ${percent(
      count('feeling', (k) => k === 'decline'),
      total('feeling'),
    )}`,
    `feeling met with care:                ${percent(count('feeling', isCare), total('feeling'))}`,
  ];
  console.info(lines.join('\n'));
  if (!showMisses) return;
  const misses: [string, Section, (kind: Reply) => boolean][] = [
    ['crisis not given the crisis reply', 'crisis', (k) => k !== 'crisis'],
    ['distress not met with care', 'distress', (k) => !isCare(k)],
    ['ordinary given a care reply', 'ordinary', isCare],
    ['feeling not met with care', 'feeling', (k) => !isCare(k)],
  ];
  for (const [label, section, missed] of misses) {
    const found = judged[section].filter(({ kind }) => missed(kind));
    console.info(`\n${label}: ${found.length}`);
    for (const { text, kind } of found) console.info(`  [${kind}] ${text}`);
  }
}

await main();
