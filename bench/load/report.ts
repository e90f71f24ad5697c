/** What bench/load.ts prints: a table of the shapes, then each shape's details. */
import os from 'node:os';
import { count, ms, percent, tally } from '../lib/format';
import type { MachineFigures } from '../lib/machine';
import type { ServerFigures } from '../lib/metrics';
import { percentile, summarize } from '../lib/stats';
import {
  MEMBERS,
  RECEIPTS,
  SECONDS,
  SEND_INTERVAL_MS,
  THINK_MS,
  VISITORS,
  type ConnectResult,
  type DeliveryResult,
  type Hit,
  type LoopDelay,
  type Send,
} from './protocol';

export interface Outcome {
  shape: string;
  /** When the load began, on the shared clock. */
  startAt: number;
  hits: Hit[];
  sends: Send[];
  connect: ConnectResult;
  delivery: DeliveryResult;
  machine: MachineFigures;
  /** The visitors', sockets' and senders' processes' own event-loop delay over the run. */
  loadDelay: LoopDelay[];
  /** Each server's own figures over the run, from GET /metrics. */
  serverFigures: ServerFigures[];
  problems: string[];
}

const isSuccess = (status: number | string) =>
  typeof status === 'number' && status >= 200 && status < 400;
const latencies = (hits: Hit[]) => hits.map((hit) => hit.ms);

function failuresOf(outcome: Outcome) {
  const failedGets = outcome.hits.filter((hit) => !isSuccess(hit.status));
  const failedSends = outcome.sends.filter((send) => send.status !== 201);
  const { delivery, connect } = outcome;
  const lost = delivery.expected - delivery.received;
  return {
    failedGets,
    failedSends,
    lost,
    total:
      failedGets.length +
      failedSends.length +
      (MEMBERS - connect.connected) +
      delivery.drops.length +
      lost +
      delivery.duplicates,
  };
}

function metrics(outcome: Outcome) {
  const requests = outcome.hits.length + outcome.sends.length;
  return {
    requestsPerSecond: requests / SECONDS,
    get: summarize(latencies(outcome.hits)),
    post: summarize(latencies(outcome.sends)),
    delivery: outcome.delivery.latency,
    failures: failuresOf(outcome),
  };
}

function tableRow(outcome: Outcome): string {
  const m = metrics(outcome);
  const { delivery } = outcome;
  const stored = outcome.sends.filter((send) => send.status === 201).length;
  return `| ${outcome.shape} | ${m.requestsPerSecond.toFixed(0)} | ${count(outcome.sends.length)} (${count(stored)} stored) | ${count(delivery.received)} of ${count(delivery.expected)} | ${ms(m.get.p50)} / ${ms(m.get.p99)} | ${ms(m.post.p50)} / ${ms(m.post.p99)} | ${ms(delivery.latency.p50)} / ${ms(delivery.latency.p99)} | ${count(m.failures.total)} |`;
}

const failureLabels = (hits: Hit[]) => hits.map((hit) => `${hit.path} ${hit.status}`);

/** p99 per 10 s of the run, by when the request left: a backlog that builds up shows here. */
function bySlice(hits: Hit[], startAt: number): string {
  const slices: number[][] = [];
  for (const hit of hits) {
    const slice = Math.max(0, Math.floor((hit.t0 - startAt) / 10_000));
    (slices[slice] ??= []).push(hit.ms);
  }
  return Array.from(slices, (values) => ms(percentile(values ?? [], 99))).join(', ');
}

function describeFigures(figures: ServerFigures): string {
  return `event-loop delay p99 ${ms(figures.loopDelayP99Ms)}, max ${ms(figures.loopDelayMaxMs)}; GC ${ms(figures.gcMs)}; ${count(figures.queries)} queries, mean ${ms(figures.queryMeanMs)}`;
}

function details(outcome: Outcome): string[] {
  const { delivery, connect, machine } = outcome;
  const f = failuresOf(outcome);
  const problems = [...new Set(outcome.problems)];
  const lines = [
    `**${outcome.shape}**: ${connect.connected} of ${MEMBERS} sockets connected in ${ms(connect.ms)}${connect.failures.length ? ` (failures: ${connect.failures.join('; ')})` : ''}; ${count(outcome.hits.length)} visitor GETs, ${count(outcome.sends.length)} POST /api/messages`,
    `- CPU (share of one core): server ${machine.serverCpu.map(percent).join(' + ')}, PostgreSQL ${percent(machine.postgresCpu)}, Redis ${percent(machine.redisCpu)} (all their processes, this run's or not), load generators ${percent(machine.loadCpu)}; some task waiting for a CPU ${percent(machine.cpuPressure)} of the run; load average ${machine.loadAverage[0].toFixed(1)} → ${machine.loadAverage[1].toFixed(1)} on ${os.availableParallelism()} cores`,
    `- in the server${outcome.serverFigures.length > 1 ? 's' : ''}: ${outcome.serverFigures.map(describeFigures).join('; ')}`,
    `- in the load processes (visitors, sockets, senders): event-loop delay p99 ${outcome.loadDelay.map((d) => ms(d.p99Ms)).join(', ')}; max ${outcome.loadDelay.map((d) => ms(d.maxMs)).join(', ')}`,
    `- delivery p50 / p99 / max: all ${ms(delivery.latency.p50)} / ${ms(delivery.latency.p99)} / ${ms(delivery.latency.max)}` +
      (delivery.crossInstance.count > 0
        ? `; same instance ${ms(delivery.sameInstance.p50)} / ${ms(delivery.sameInstance.p99)} (${count(delivery.sameInstance.count)}), across Redis ${ms(delivery.crossInstance.p50)} / ${ms(delivery.crossInstance.p99)} (${count(delivery.crossInstance.count)})`
        : ''),
    `- GET max ${ms(summarize(latencies(outcome.hits)).max)}, POST max ${ms(summarize(latencies(outcome.sends)).max)}; connections dropped from a full listen queue (machine-wide) ${count(machine.listenOverflows)}`,
    `- GET p99 by 10-s slice of the run: ${bySlice(outcome.hits, outcome.startAt)}`,
    `- POST p99 by 10-s slice of the run: ${bySlice(outcome.sends, outcome.startAt)}`,
    `- errors: failed GETs ${f.failedGets.length} (${tally(failureLabels(f.failedGets))}); failed sends ${f.failedSends.length} (${tally(failureLabels(f.failedSends))}); deliveries lost ${count(f.lost)}, duplicated ${delivery.duplicates}; sockets dropped ${delivery.drops.length}${delivery.drops.length ? ` (${tally(delivery.drops)})` : ''}${delivery.serverErrors.length ? `; the server told sockets: ${delivery.serverErrors.join('; ')}` : ''}`,
    `- server log during the run: ${outcome.problems.length} warning or error lines${problems.length ? ` (${problems.slice(0, 5).join(' | ')})` : ''}`,
  ];
  return lines;
}

export function report(outcomes: Outcome[]): void {
  console.log(
    `${VISITORS} visitors (think ${THINK_MS.min / 1000}–${THINK_MS.max / 1000} s) and ${MEMBERS} members (1 message each per ${SEND_INTERVAL_MS / 1000} s, delivery receipts ${RECEIPTS ? 'on' : 'off'}) for ${SECONDS} s`,
  );
  console.log('');
  console.log(
    '| shape | API req/s | messages sent | deliveries received | GET p50 / p99 | POST /api/messages p50 / p99 | delivery p50 / p99 | errors |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const outcome of outcomes) console.log(tableRow(outcome));
  console.log('');
  for (const outcome of outcomes) {
    for (const line of details(outcome)) console.log(line);
    console.log('');
  }
  const [scaledRun, embeddedRun] = outcomes.map(metrics);
  if (scaledRun && embeddedRun) {
    const ratio = (a: number, b: number) => (a / b).toFixed(2);
    console.log(
      `scaled / embedded: API req/s ${ratio(scaledRun.requestsPerSecond, embeddedRun.requestsPerSecond)}, GET p99 ${ratio(scaledRun.get.p99, embeddedRun.get.p99)}, POST p99 ${ratio(scaledRun.post.p99, embeddedRun.post.p99)}, delivery p99 ${ratio(scaledRun.delivery.p99, embeddedRun.delivery.p99)}`,
    );
  }
}
