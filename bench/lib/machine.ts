/**
 * What the machine was doing meanwhile, from Linux's /proc: to tell a slow server from a busy
 * machine. Each reading is NaN where /proc does not have it.
 */
import fs from 'node:fs';
import os from 'node:os';
import { now } from './clock';

/** Linux's pressure stall counter: µs in which some task waited for a CPU (or for I/O). */
export function stalled(resource: 'cpu' | 'io'): number {
  try {
    const some = fs.readFileSync(`/proc/pressure/${resource}`, 'utf8').split('\n')[0] ?? '';
    return Number(/total=(\d+)/.exec(some)?.[1] ?? Number.NaN);
  } catch {
    return Number.NaN;
  }
}

/** The open-files limit: thousands of sockets need as many descriptors. */
export function openFilesLimit(): string {
  try {
    const line = fs
      .readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    return line?.split(/\s{2,}/)[1] ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** CPU seconds a process has used (user + system, all threads); Linux counts in 1/100 s. */
export function cpuSeconds(pid: number | string | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU seconds used so far by every running process of one program (`postgres`, `redis-server`),
 * whoever it serves: the databases' share of the machine, roughly (a backend that exits during
 * the run takes its time with it).
 */
export function programCpuSeconds(program: string): number {
  let total = 0;
  for (const pid of fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== program) continue;
    } catch {
      continue; // gone meanwhile
    }
    const seconds = cpuSeconds(pid);
    if (!Number.isNaN(seconds)) total += seconds;
  }
  return total;
}

/**
 * The kernel's count of connections refused because a listen queue was full (their SYN is sent
 * again after 1, then 3, then 7 s, which is how a request can wait seconds before any server
 * sees it). Machine-wide: any listener's overflow counts.
 */
export function listenOverflows(): number {
  try {
    const [names, values] = fs
      .readFileSync('/proc/net/netstat', 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('TcpExt:'))
      .map((line) => line.split(/\s+/));
    return Number(values?.[names?.indexOf('ListenOverflows') ?? -1] ?? Number.NaN);
  } catch {
    return Number.NaN;
  }
}

export interface MachineFigures {
  /** Each server's share of one core over the run. */
  serverCpu: number[];
  /** PostgreSQL's and Redis's share of one core over the run (all their processes). */
  postgresCpu: number;
  redisCpu: number;
  /** The three load processes' share of one core over the run, together. */
  loadCpu: number;
  /** Share of the run in which some task on the machine waited for a CPU. */
  cpuPressure: number;
  /** Connections the kernel dropped from a full listen queue during the run (machine-wide). */
  listenOverflows: number;
  loadAverage: [number, number];
}

/** Starts counting what the run costs each process and the machine; the result reads the shares. */
export function meterMachine(
  serverPids: (number | undefined)[],
  loadPids: (number | undefined)[],
): () => MachineFigures {
  const started = now();
  const serversBefore = serverPids.map((pid) => cpuSeconds(pid));
  const loadBefore = loadPids.map((pid) => cpuSeconds(pid));
  const postgresBefore = programCpuSeconds('postgres');
  const redisBefore = programCpuSeconds('redis-server');
  const stallBefore = stalled('cpu');
  const overflowsBefore = listenOverflows();
  const loadAverageBefore = os.loadavg()[0]!;
  return () => {
    const seconds = (now() - started) / 1000;
    const share = (cpuNow: number, cpuBefore: number) => (cpuNow - cpuBefore) / seconds;
    return {
      serverCpu: serverPids.map((pid, i) => share(cpuSeconds(pid), serversBefore[i]!)),
      postgresCpu: share(programCpuSeconds('postgres'), postgresBefore),
      redisCpu: share(programCpuSeconds('redis-server'), redisBefore),
      loadCpu: loadPids.reduce<number>(
        (sum, pid, i) => sum + share(cpuSeconds(pid), loadBefore[i]!),
        0,
      ),
      cpuPressure: (stalled('cpu') - stallBefore) / 1e6 / seconds,
      listenOverflows: listenOverflows() - overflowsBefore,
      loadAverage: [loadAverageBefore, os.loadavg()[0]!],
    };
  };
}
