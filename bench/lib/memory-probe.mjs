// Loaded into the measured server by bench/memory.ts (node --expose-gc --import …): on SIGUSR2
// it collects garbage and prints the process's memory as one JSON line, so the benchmark reads
// the idle figure "after a GC" without any code of the server's own taking part.
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  globalThis.gc?.();
  const usage = process.memoryUsage();
  process.stdout.write(`MEMORY-PROBE ${JSON.stringify(usage)}\n`);
});
