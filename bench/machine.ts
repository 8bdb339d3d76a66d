import os from 'node:os';

/** What a benchmark ran on, written beside its figures. */
export function describeMachine() {
  return {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    // Other work on a shared machine shows up here: read the figures with it.
    loadAverage: os.loadavg().map((value) => Math.round(value * 10) / 10),
  };
}
