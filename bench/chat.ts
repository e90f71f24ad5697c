/**
 * Chat fan-out against a baseline in the same run.
 *
 *   (a) a community message sent through POST /api/messages on the full app (token check,
 *       validation, send limit, the database transaction and commit, then Socket.IO's emit to
 *       the members' room), timed until the last of 1,000 signed-in sockets has it;
 *   (b) a bare `ws` server broadcasting the same JSON to 1,000 raw WebSocket clients, timed
 *       the same way;
 *   (c) sustained load: 200 member sockets while members send 50 messages a second for 30 s
 *       (after 5 s of the same, not counted): the POST round trip (p50/p99), the server's RSS
 *       per socket, and whether every socket got every message.
 *
 * The servers run in this process. The clients run in two child processes
 * (bench/chat/clients.ts): one holds every socket, the other sends the messages, so no
 * client shares the servers' event loop, this process's memory is the servers', and a send is
 * not answered late because its own process is busy receiving the fan-out. All processes read
 * CLOCK_MONOTONIC (process.hrtime), so a time taken in one compares with a time taken in
 * another. Machines here are shared and noisy, so only the ratio means anything; (c) reports
 * the server's CPU share and event-loop delay to show how busy it was.
 *
 *   npm run bench:chat                                  PGlite (the embedded default)
 *   BENCH_DATABASE_URL=postgres://… npm run bench:chat   PostgreSQL
 *   BENCH_ROUNDS=10 BENCH_SECONDS=30                     fan-out rounds, sustained seconds
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { WebSocketServer } from 'ws';
import type { ChatAnnouncer } from '../apps/server/src/modules/chat/service';
import { reportFanout, ROUNDS, runFanout } from './chat/fanout';
import type { Command, Memory, Results } from './chat/protocol';
import { reportSustained, runSustained, SUSTAINED_CLIENTS } from './chat/sustained';
import { BENCH_JWT_SECRET, startApp, type BenchApp } from './lib/app';
import { keyOf } from './lib/chat-message';
import { forkChild } from './lib/child';
import { now, sleep } from './lib/clock';
import { ms } from './lib/format';
import { openFilesLimit } from './lib/machine';
import { createMembers } from './lib/members';

/** Accounts: each sustained socket is a member of its own; the fan-out sockets reuse them. */
const MEMBERS = SUSTAINED_CLIENTS;

/** The server's memory after two full garbage collections. */
function memoryMeter(): () => Promise<Memory> {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  return async () => {
    gc();
    await sleep(200);
    gc();
    const { rss, heapUsed, external } = process.memoryUsage();
    return { rss, heapUsed, external };
  };
}

/** When the service hands each committed message to Socket.IO, and when that call returns. */
function hookEmits(torch: BenchApp): Map<string, { start: number; end: number }> {
  const emits = new Map<string, { start: number; end: number }>();
  const chatInternals = torch.services.chat as unknown as { announce?: ChatAnnouncer };
  const announcer = chatInternals.announce;
  if (typeof announcer?.messageCreated !== 'function')
    throw new Error('ChatService no longer keeps its announcer in `announce`: update the hook');
  const messageCreated = announcer.messageCreated.bind(announcer);
  announcer.messageCreated = (message) => {
    const start = now();
    messageCreated(message);
    emits.set(keyOf(message.content), { start, end: now() });
  };
  return emits;
}

const startClients = () =>
  forkChild<Command, Results>(
    path.join(import.meta.dirname, 'chat/clients.ts'),
    [],
    'client process',
  );

async function runBench(): Promise<void> {
  const memory = memoryMeter();
  const torch = await startApp();
  const appUrl = torch.url;
  const emits = hookEmits(torch);
  const tokens = await createMembers(torch.database, {
    count: MEMBERS,
    secret: BENCH_JWT_SECRET,
    name: 'Bench Member',
    emailPrefix: 'bench',
  });

  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(wss, 'listening');
  const rawUrl = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;

  const clients = startClients();
  const sender = startClients();
  await Promise.all([clients.ready, sender.ready]);
  const loadBefore = os.loadavg()[0]!;
  const bench = { appUrl, tokens, clients, sender, emits, memory };

  // Warm the send path (JIT, prepared statements) before anything is measured.
  for (let i = 0; i < 5; i += 1)
    await sender.ask({ kind: 'post', url: appUrl, token: tokens[i]!, key: `w-${i}` });

  // (c) Sustained load on 200 sockets, then (a) and (b) with 1,000 on each server.
  const c = await runSustained(bench);
  const fanout = await runFanout(bench, c.loadConnect, wss, rawUrl);
  const loadAfter = os.loadavg()[0]!;

  const { fanoutConnect, rawConnect, connectedTorch } = fanout;
  const describe = (connect: typeof rawConnect) =>
    `${ms(connect.ms)} / ${ms(connect.quietMs)} / ${connect.presenceEvents.toLocaleString('en')}`;
  console.log(
    `database: ${torch.database.kind}; ${connectedTorch} Socket.IO clients (${MEMBERS} members) and ${rawConnect.connected} ws clients in child processes; ${ROUNDS} rounds (median); message ${fanout.payloadBytes} bytes of JSON`,
  );
  console.log(
    `open files limit ${openFilesLimit()}; load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} on ${os.availableParallelism()} cores`,
  );
  console.log(
    `connecting (until connected / until quiet / user-online events heard): ${c.loadConnect.connected} Socket.IO ${describe(c.loadConnect)}; ${fanoutConnect.connected} more ${describe(fanoutConnect)}; ${rawConnect.connected} ws ${describe(rawConnect)}`,
  );
  console.log('');
  reportFanout(fanout);
  console.log('');
  reportSustained(c, fanout.memory1000, connectedTorch);

  await Promise.all([clients.ask({ kind: 'exit' }), sender.ask({ kind: 'exit' })]);
  // A client process leaves when its channel closes.
  await Promise.all([clients.close(), sender.close()]);
  // The server is still storing "last seen" for the members who just left.
  await sleep(1000);
  wss.close();
  await torch.close();
}

await runBench();
