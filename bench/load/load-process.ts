/**
 * A load process of bench/load.ts (visitors, sockets or senders, named by its argument):
 * answers the bench's commands for its role until its channel closes.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { serveCommands } from '../lib/child';
import { memberSockets } from './member-sockets';
import type { Command, Role } from './protocol';
import { sendAll, visit } from './requests';

function runLoadProcess(role: Role): void {
  const sockets = role === 'sockets' ? memberSockets() : undefined;
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  serveCommands<Command>((command) => {
    if (command.kind === 'loop-delay') {
      const delay = { p99Ms: loopDelay.percentile(99) / 1e6, maxMs: loopDelay.max / 1e6 };
      loopDelay.reset();
      return Promise.resolve(delay);
    }
    if (command.kind === 'visit' && role === 'visitors') return visit(command);
    if (command.kind === 'send' && role === 'senders') return sendAll(command);
    if (command.kind === 'connect' && sockets) return sockets.connectAll(command);
    if (command.kind === 'deliveries' && sockets) return sockets.deliveries(command);
    return Promise.reject(new Error(`the ${role} process does not do ${command.kind}`));
  });
}

runLoadProcess(process.argv[2] as Role);
