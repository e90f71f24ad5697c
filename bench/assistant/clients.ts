/**
 * The client process of bench/assistant.ts: node:http with keep-alive, timing each answer's
 * first byte and last, so the load does not share the servers' event loop.
 */
import http from 'node:http';
import { serveCommands } from '../lib/child';
import { now } from '../lib/clock';
import type { RunCommand, Sample } from './protocol';

function runClients(): void {
  const one = (agent: http.Agent, command: RunCommand, index: number) =>
    new Promise<Sample>((resolve) => {
      const body = command.bodies.length > 0 ? command.bodies[index % command.bodies.length]! : '';
      const t0 = now();
      let first = Number.NaN;
      const chunks: Buffer[] = [];
      const fail = (error: unknown) =>
        resolve({
          index,
          status: 0,
          ttfb: Number.NaN,
          total: now() - t0,
          pieces: chunks.length,
          text: '',
          error: String(error),
        });
      const request = http.request(
        command.url,
        {
          method: command.method,
          agent,
          headers: body
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
            : {},
        },
        (response) => {
          response.on('data', (chunk: Buffer) => {
            if (chunks.length === 0) first = now();
            chunks.push(chunk);
          });
          response.on('end', () => {
            const end = now();
            resolve({
              index,
              status: response.statusCode ?? 0,
              ttfb: (Number.isNaN(first) ? end : first) - t0,
              total: end - t0,
              pieces: chunks.length,
              text: Buffer.concat(chunks).toString('utf8'),
            });
          });
          response.on('error', fail);
        },
      );
      request.on('error', fail);
      request.end(body || undefined);
    });

  /** A closed loop: each of `concurrency` clients asks again as soon as its answer ends. */
  const run = async (command: RunCommand): Promise<Sample[]> => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: command.concurrency });
    const samples: Sample[] = [];
    let next = 0;
    const client = async () => {
      while (next < command.requests) {
        const index = next++;
        samples[index] = await one(agent, command, index);
      }
    };
    await Promise.all(Array.from({ length: command.concurrency }, client));
    agent.destroy();
    return samples;
  };

  serveCommands<RunCommand>(run);
}

runClients();
