import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

export const screenshotDir = fileURLToPath(new URL('../screenshots', import.meta.url));
mkdirSync(screenshotDir, { recursive: true });

export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** Saves a full-page screenshot as e2e/screenshots/<name>.png (kept as a CI artefact to look at). */
export async function snapshot(page: Page, name: string) {
  await page.screenshot({
    path: path.join(screenshotDir, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

/** Fails on any serious or critical accessibility violation on the current page. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

/** The browser logs a deliberately failed request (a refused code, a wrong password); only that one. */
export function allowFailedRequest(errors: string[], status: string) {
  const expected = `the server responded with a status of ${status}`;
  const index = errors.findIndex((message) => message.includes(expected));
  if (index >= 0) errors.splice(index, 1);
}

/**
 * Waits until React has taken over a server-rendered page (docs/decisions/038): before that its
 * buttons are drawn but not wired, and a click is lost. Client-rendered pages pass at once.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      !document.getElementById('page-data') || document.documentElement.dataset.hydrated === 'true',
  );
}

/**
 * After a submit that failed validation, react-hook-form focuses the first invalid field, then
 * focuses it once more on the next timer tick. A `fill` of another field in between is typed
 * into the first one. A timer set now runs after that one.
 */
export async function afterInvalidSubmit(page: Page) {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Makes `goto` and `reload` of this page return only once the page is hydrated. */
export function hydratingPage(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForHydration(page);
    return response;
  };
  return page;
}

export const test = base.extend<{ consoleErrors: string[] }>({
  // Pages opened with JavaScript turned off never hydrate: they are read as the server drew them.
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : hydratingPage(page));
  },
  // A page that logs an error in the browser console fails its test.
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
