import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describeMachine } from './machine';

/** How an API benchmark measured. */
export interface LoadSettings {
  productCount: number;
  connections: number;
  secondsPerMeasurement: number;
  rounds: number;
}

/** The head of an API benchmark's report: when, on what machine and database, and how. */
export function reportHead(settings: LoadSettings) {
  return {
    date: new Date().toISOString(),
    machine: describeMachine(),
    database: 'pglite (embedded)',
    ...settings,
  };
}

/** Writes a report to bench/results as indented JSON; returns the file's path from the repo root. */
export function writeReport(fileName: string, report: unknown) {
  const dir = fileURLToPath(new URL('./results', import.meta.url));
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/${fileName}`, `${JSON.stringify(report, null, 2)}\n`);
  return `bench/results/${fileName}`;
}
