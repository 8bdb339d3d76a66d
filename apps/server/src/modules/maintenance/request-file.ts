import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The embedded database belongs to the running server alone (two processes on one PGlite
 * directory corrupt it), so the command line cannot write the switch itself. It leaves this
 * file instead, and the server applies it on its next look at the switch.
 */
export const requestFilePath = (dataDir: string) => path.join(dataDir, 'maintenance-request');

export async function writeMaintenanceRequest(dataDir: string, on: boolean) {
  const file = requestFilePath(dataDir);
  // Written beside and renamed, so the server never reads half a file.
  await writeFile(`${file}.tmp`, on ? 'on\n' : 'off\n');
  await rename(`${file}.tmp`, file);
}

/** The pending request, removed once read; undefined when there is none. */
export async function takeMaintenanceRequest(dataDir: string): Promise<boolean | undefined> {
  const file = requestFilePath(dataDir);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  await rm(file, { force: true });
  const value = text.trim();
  return value === 'on' ? true : value === 'off' ? false : undefined;
}
