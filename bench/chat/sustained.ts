/**
 * (c) of bench/chat.ts, sustained load: 200 member sockets while members send 50 messages a
 * second (after 5 s of the same, not counted): the POST round trip, the server's CPU and
 * event-loop delay, memory per socket, and whether every socket got every message.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { now } from '../lib/clock';
import { kb, mb, ms } from '../lib/format';
import { stalled } from '../lib/machine';
import { percentile } from '../lib/stats';
import type { ChatBench, Memory } from './protocol';

export const SUSTAINED_CLIENTS = 200;
const SUSTAINED_RATE = 50;
const SUSTAINED_SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARM_UP_SECONDS = 5;

export async function runSustained(bench: ChatBench) {
  const { appUrl, tokens, clients, sender, emits, memory } = bench;
  const memoryBefore = await memory();
  const loadConnect = await clients.ask({
    kind: 'connect-torch',
    url: appUrl,
    tokens,
    count: SUSTAINED_CLIENTS,
  });
  await clients.ask({ kind: 'settle', quietMs: 500 });
  const memory200 = await memory();
  // The first seconds under load are slower (JIT, a fresh table): sent, reported, not counted.
  const warmUp = await sender.ask({
    kind: 'send-load',
    url: appUrl,
    tokens,
    rate: SUSTAINED_RATE,
    seconds: WARM_UP_SECONDS,
    prefix: 'v',
  });
  await clients.ask({ kind: 'settle', quietMs: 500 });
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const cpuBefore = process.cpuUsage();
  const stallBefore = { cpu: stalled('cpu'), io: stalled('io') };
  const loadStart = now();
  const load = await sender.ask({
    kind: 'send-load',
    url: appUrl,
    // Each member sends every 200th message: 2.5 per 10 s at 50 a second, far under the limits.
    tokens,
    rate: SUSTAINED_RATE,
    seconds: SUSTAINED_SECONDS,
    prefix: 'c',
  });
  const cpu = process.cpuUsage(cpuBefore);
  const loadMs = now() - loadStart;
  const stall = {
    cpu: (stalled('cpu') - stallBefore.cpu) / 1000 / loadMs,
    io: (stalled('io') - stallBefore.io) / 1000 / loadMs,
  };
  const cpuMs = (cpu.user + cpu.system) / 1000;
  loopDelay.disable();
  const stored = load.sends.filter((s) => s.status === 201).length;
  const delivery = await clients.ask({ kind: 'count-load', perSocket: stored });
  return {
    memoryBefore,
    memory200,
    loadConnect,
    warmUp,
    load,
    stored,
    delivery,
    cpuMs,
    serverCpu: cpuMs / loadMs,
    loop: {
      p50: loopDelay.percentile(50) / 1e6,
      p99: loopDelay.percentile(99) / 1e6,
      max: loopDelay.max / 1e6,
    },
    stall,
    toEmit: load.sends.flatMap((s) => {
      const emit = emits.get(s.key);
      return emit ? [emit.start - s.t0] : [];
    }),
  };
}

export type Sustained = Awaited<ReturnType<typeof runSustained>>;

/** The server's memory with `sockets` connected, against before any: in all and per socket. */
export function perSocket(before: Memory, after: Memory, sockets: number): string {
  return (['rss', 'heapUsed', 'external'] as const)
    .map(
      (field) =>
        `${field} ${mb(before[field])} → ${mb(after[field])} MB (${kb((after[field] - before[field]) / sockets)} KB/socket)`,
    )
    .join(', ');
}

export function reportSustained(c: Sustained, memory1000: Memory, connectedTorch: number): void {
  const { load, delivery } = c;
  const statuses: Record<string, number> = {};
  for (const { status } of load.sends) statuses[status] = (statuses[status] ?? 0) + 1;
  const roundTrips = load.sends.map((s) => s.tResponse - s.t0);
  /** Round trips by the 10-s slice they were sent in: a backlog that grows shows here. */
  const loadStartedAt = Math.min(...load.sends.map((s) => s.t0));
  const slices = Array.from({ length: Math.ceil(SUSTAINED_SECONDS / 10) }, (_, slice) => {
    const inSlice = load.sends
      .filter((s) => Math.floor((s.t0 - loadStartedAt) / 10_000) === slice)
      .map((s) => s.tResponse - s.t0);
    return `${slice * 10}–${slice * 10 + 10} s p50 ${ms(percentile(inSlice, 50))} p99 ${ms(percentile(inSlice, 99))}`;
  });
  const warmTrips = c.warmUp.sends.map((s) => s.tResponse - s.t0);
  const lines = [
    `(c) ${delivery.sockets} sockets, ${SUSTAINED_RATE} messages/s for ${SUSTAINED_SECONDS} s: ${load.sends.length} sent in ${load.sendSeconds.toFixed(1)} s, ${c.stored} stored (statuses ${JSON.stringify(statuses)})`,
    `      POST round trip p50 ${ms(percentile(roundTrips, 50))}, p99 ${ms(percentile(roundTrips, 99))}, max ${ms(Math.max(...roundTrips))}; POST → emit p50 ${ms(percentile(c.toEmit, 50))}, p99 ${ms(percentile(c.toEmit, 99))}`,
    `      by slice: ${slices.join('; ')}`,
    `      the ${WARM_UP_SECONDS} s of warm-up before (not counted): p50 ${ms(percentile(warmTrips, 50))}, p99 ${ms(percentile(warmTrips, 99))}`,
    `      server CPU ${(c.serverCpu * 100).toFixed(0)} % of a core (${ms(c.cpuMs / load.sends.length)} per message); event loop delay p50 ${ms(c.loop.p50)}, p99 ${ms(c.loop.p99)}, max ${ms(c.loop.max)}`,
    `      machine meanwhile: some task waiting for a CPU ${(c.stall.cpu * 100).toFixed(0)} % of the time, for I/O ${(c.stall.io * 100).toFixed(0)} % (Linux pressure stall information)`,
    `      delivered ${delivery.delivered} of ${delivery.expected} (lost ${delivery.lost}, duplicates ${delivery.duplicates}, sockets missing some ${delivery.socketsMissingSome}, disconnects ${delivery.disconnects.length})`,
    `      server with ${c.loadConnect.connected} sockets: ${perSocket(c.memoryBefore, c.memory200, c.loadConnect.connected)}`,
    `      server with ${connectedTorch} sockets: ${perSocket(c.memoryBefore, memory1000, connectedTorch)}`,
  ];
  for (const line of lines) console.log(line);
}
