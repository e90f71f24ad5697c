/**
 * (a) and (b) of bench/chat.ts, fan-out: a message sent through POST /api/messages on the full
 * app, timed until the last of 1,000 signed-in sockets has it, against a bare `ws` server
 * broadcasting the same JSON to 1,000 raw WebSocket clients, timed the same way.
 */
import type { ChatMessage } from '@torch/contract';
import type { WebSocketServer } from 'ws';
import { contentFor } from '../lib/chat-message';
import { now } from '../lib/clock';
import { list, ms } from '../lib/format';
import { openFilesLimit } from '../lib/machine';
import { median } from '../lib/stats';
import type { ChatBench, ConnectResult } from './protocol';
import { SUSTAINED_CLIENTS } from './sustained';

const FANOUT_CLIENTS = 1000;
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);

/** 1,000 sockets on each server: the 200 of (c) stay, 800 more join them (5 per member). */
export async function runFanout(
  bench: ChatBench,
  loadConnect: ConnectResult,
  wss: WebSocketServer,
  rawUrl: string,
) {
  const { appUrl, tokens, clients, sender, emits, memory } = bench;
  const members = tokens.length;
  const fanoutConnect = await clients.ask({
    kind: 'connect-torch',
    url: appUrl,
    tokens,
    count: FANOUT_CLIENTS - SUSTAINED_CLIENTS,
  });
  await clients.ask({ kind: 'settle', quietMs: 1000 });
  const memory1000 = await memory();
  const rawConnect = await clients.ask({ kind: 'connect-raw', url: rawUrl, count: FANOUT_CLIENTS });
  const failures = [...loadConnect.failures, ...fanoutConnect.failures, ...rawConnect.failures];
  const connectedTorch = loadConnect.connected + fanoutConnect.connected;
  if (failures.length > 0)
    console.error(
      `connected ${connectedTorch} Socket.IO and ${rawConnect.connected} ws clients; failures: ${failures.join('; ')}` +
        (failures.some((f) => f.includes('EMFILE'))
          ? ` (out of file descriptors: the limit is ${openFilesLimit()}; raise it with ulimit -n)`
          : ''),
    );
  await clients.ask({ kind: 'settle', quietMs: 1000 });

  let sample: ChatMessage | null = null;
  let turn = 0;
  const torchRound = async (key: string) => {
    // Members take turns, so no one comes near the send limit.
    const token = tokens[(members - 1 - turn++) % members]!;
    const [sent, heard] = await Promise.all([
      sender.ask({ kind: 'post', url: appUrl, token, key }),
      clients.ask({ kind: 'wait', key, expect: connectedTorch }),
    ]);
    if (sent.status !== 201 || heard.received < connectedTorch)
      throw new Error(`${key}: status ${sent.status}, ${heard.received} received`);
    sample = sent.message;
    const emit = emits.get(key)!;
    await clients.ask({ kind: 'settle', quietMs: 200 });
    return {
      total: heard.tLast - sent.t0,
      beforeEmit: emit.start - sent.t0,
      emitCall: emit.end - emit.start,
      emitToLast: heard.tLast - emit.start,
      response: sent.tResponse - sent.t0,
    };
  };
  /** The frame Socket.IO sends is `42` and this array. */
  const payloadFor = (key: string) =>
    JSON.stringify(['new-message', { ...sample!, content: contentFor(key) }]);
  const rawRound = async (key: string) => {
    const payload = payloadFor(key);
    const heard = clients.ask({ kind: 'wait', key, expect: rawConnect.connected });
    const t0 = now();
    for (const client of wss.clients) client.send(payload);
    const sendCall = now() - t0;
    const { tLast, received } = await heard;
    if (received < rawConnect.connected) throw new Error(`${key}: ${received} received`);
    await clients.ask({ kind: 'settle', quietMs: 200 });
    return { total: tLast - t0, sendCall };
  };

  await torchRound('a-warm');
  await rawRound('b-warm');
  const a: Awaited<ReturnType<typeof torchRound>>[] = [];
  const b: Awaited<ReturnType<typeof rawRound>>[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const key = String(round).padStart(2, '0');
    b.push(await rawRound(`b-${key}`));
    a.push(await torchRound(`a-${key}`));
  }
  return {
    fanoutConnect,
    rawConnect,
    connectedTorch,
    memory1000,
    a,
    b,
    payloadBytes: Buffer.byteLength(payloadFor('b-00')),
  };
}

export type Fanout = Awaited<ReturnType<typeof runFanout>>;

export function reportFanout({ a, b }: Fanout): void {
  const aTotal = median(a.map((r) => r.total));
  const bTotal = median(b.map((r) => r.total));
  const emitToLast = median(a.map((r) => r.emitToLast));
  const lines = [
    `(b) ws broadcast → last client        ${ms(bTotal)}   rounds: ${list(b.map((r) => r.total))}`,
    `      the send loop itself            ${ms(median(b.map((r) => r.sendCall)))}`,
    `(a) POST /api/messages → last client  ${ms(aTotal)}   rounds: ${list(a.map((r) => r.total))}`,
    `      POST → emit                     ${ms(median(a.map((r) => r.beforeEmit)))}   (HTTP, token, validation, send limit, transaction, commit)`,
    `      emit → last client              ${ms(emitToLast)}   rounds: ${list(a.map((r) => r.emitToLast))}`,
    `      the emit call itself            ${ms(median(a.map((r) => r.emitCall)))}`,
    `      POST → response at the sender   ${ms(median(a.map((r) => r.response)))}`,
    `ratio (a)/(b): ${(aTotal / bTotal).toFixed(2)} (target ≤ 2.5); (emit → last client)/(b): ${(emitToLast / bTotal).toFixed(2)}`,
  ];
  for (const line of lines) console.log(line);
}
