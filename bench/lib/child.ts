/**
 * The benchmarks' client processes: the load runs in child processes (a benchmark file of
 * their own, with tsx's loader, which fork passes on in execArgv), so it does not share the
 * servers' event loop. The parent asks a child commands over the IPC channel and awaits
 * each answer; a child answers until its channel closes, then leaves.
 */
import { fork, type ChildProcess } from 'node:child_process';

type Reply = { id: number; result: unknown } | { id: number; error: string };

/** A command set: each `kind` of command and what the child answers to it. */
export type Commands<C extends { kind: string }> = Record<C['kind'], unknown>;

export interface ChildClient<C extends { kind: string }, A extends Commands<C>> {
  child: ChildProcess;
  /** Settles once the child has said it is listening. */
  ready: Promise<void>;
  ask<K extends C['kind']>(command: Extract<C, { kind: K }>): Promise<A[K]>;
  /** Closes the channel (the child leaves) and waits until it has gone. */
  close(): Promise<void>;
}

/** Starts `file` with `args` in a child process; `label` names it in errors. */
export function forkChild<C extends { kind: string }, A extends Commands<C>>(
  file: string,
  args: string[],
  label: string,
): ChildClient<C, A> {
  const child = fork(file, args, { stdio: 'inherit' });
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  let nextId = 0;
  child.on('message', (reply: Reply) => {
    if (reply.id === -1) return markReady();
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if ('error' in reply) waiting?.reject(new Error(`${label}: ${reply.error}`));
    else waiting?.resolve(reply.result);
  });
  child.on('exit', (code) => {
    for (const { reject } of pending.values()) reject(new Error(`${label} exited (${code})`));
    pending.clear();
  });
  return {
    child,
    ready,
    ask: (command) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        child.send({ id, command });
      }),
    close: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      await exited;
    },
  };
}

/**
 * The child's side: answers each command with what `handle` resolves to (or its error) until
 * the channel closes. Leaving then, open sockets and timers cannot keep the child alive.
 */
export function serveCommands<C extends { kind: string }>(
  handle: (command: C) => Promise<unknown>,
): void {
  process.on('disconnect', () => process.exit(0));
  process.on('message', (message: { id: number; command: C }) => {
    handle(message.command).then(
      (result) => process.send!({ id: message.id, result } satisfies Reply),
      (error: unknown) =>
        process.send!({
          id: message.id,
          error: String((error as Error).stack ?? error),
        } satisfies Reply),
    );
  });
  process.send!({ id: -1, result: 'ready' } satisfies Reply);
}
