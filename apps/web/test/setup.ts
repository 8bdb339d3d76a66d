import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { runCleanups } from '../src/testing/cleanup-registry';
import { resetMatchMedia } from '../src/testing/match-media';

// An unexpected console.error / console.warn is a bug: React warnings, act() leaks, MUI misuse.
const failures: string[] = [];
const fail =
  (level: 'error' | 'warn') =>
  (...args: unknown[]) => {
    failures.push(`console.${level}: ${args.map(String).join(' ')}`);
  };

beforeEach(() => {
  failures.length = 0;
  vi.spyOn(console, 'error').mockImplementation(fail('error'));
  vi.spyOn(console, 'warn').mockImplementation(fail('warn'));
  resetMatchMedia();
  // jsdom does not implement scrolling; the layout scrolls to the top on navigation.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  runCleanups();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (failures.length > 0) {
    const message = failures.join('\n');
    failures.length = 0;
    throw new Error(`Unexpected console output:\n${message}`);
  }
});
