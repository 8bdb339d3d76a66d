import v8 from 'node:v8';

/**
 * Lets the heap grow at most `percent` past what the last full collection kept (decision 050).
 * V8 otherwise picks a factor of up to 4 on a machine with memory to spare, so a server whose
 * catalogue keeps about 250 MB may hold as much again in garbage under load. Unlike a heap limit,
 * this never stops a server whose catalogue needs more: it only collects more often. Read at
 * every full collection, so setting it once the process runs takes effect (it is not accepted in
 * NODE_OPTIONS). 0 leaves V8's own choice.
 */
export function limitHeapGrowth(percent: number): void {
  if (percent > 0) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
