/** The visitors' and the members' HTTP requests, each timed until its whole body has arrived. */
import { between, now, sleep } from '../lib/clock';
import { contentFor } from '../lib/chat-message';
import {
  keyFor,
  PUBLIC_PATHS,
  SEND_INTERVAL_MS,
  THINK_MS,
  type Command,
  type Hit,
  type Member,
  type Send,
} from './protocol';

/** One request, timed until its whole body has arrived. */
export async function timedFetch(
  url: string,
  init?: RequestInit,
): Promise<{ t0: number; ms: number; status: number | string }> {
  const t0 = now();
  try {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    return { t0, ms: now() - t0, status: response.status };
  } catch (error) {
    return { t0, ms: now() - t0, status: String((error as Error).cause ?? error) };
  }
}

/** Each visitor: a public GET, a pause to read, again, until the end; they start spread out. */
export async function visit(command: Extract<Command, { kind: 'visit' }>): Promise<Hit[]> {
  const hits: Hit[] = [];
  const visitor = async (index: number) => {
    const base = command.urls[index % command.urls.length]!;
    await sleep(command.startAt + between(0, THINK_MS.max) - now());
    while (now() < command.endAt) {
      const target = PUBLIC_PATHS[Math.floor(Math.random() * PUBLIC_PATHS.length)]!;
      hits.push({ path: target, ...(await timedFetch(`${base}${target}`)) });
      await sleep(between(THINK_MS.min, THINK_MS.max));
    }
  };
  await Promise.all(Array.from({ length: command.visitors }, (_, index) => visitor(index)));
  return hits;
}

/**
 * Open loop: each member's messages leave on their schedule (a random first moment, then every
 * 10 s) whether or not the previous one was answered, as people keep typing.
 */
export async function sendAll(command: Extract<Command, { kind: 'send' }>): Promise<Send[]> {
  const sends: Promise<Send>[] = [];
  for (const member of command.members) {
    let at = command.startAt + between(0, SEND_INTERVAL_MS);
    for (let sequence = 0; at < command.endAt; sequence += 1, at += SEND_INTERVAL_MS)
      sends.push(
        sleep(at - now()).then(() =>
          sendOne(member, keyFor(command.runId, member.index, sequence)),
        ),
      );
  }
  return Promise.all(sends);
}

export async function sendOne(member: Member, key: string): Promise<Send> {
  const answer = await timedFetch(`${member.url}/api/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
    // As the web app sends it: with a clientId, so a retry would not be stored twice.
    body: JSON.stringify({ content: contentFor(key), chatType: 'community', clientId: key }),
  });
  return { path: '/api/messages', key, author: member.index, ...answer };
}
