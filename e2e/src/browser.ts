import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';

/** Debian's Chromium (scripts/ensure-debian-packages.mjs installs it); CHROMIUM_PATH overrides. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export async function closeBrowser(browser: Browser | undefined): Promise<void> {
  await browser?.close().catch(() => {});
}

export interface ContextOptions {
  viewport?: { width: number; height: number };
  /** localStorage entries set before any page script runs (for every page of the context). */
  localStorage?: Record<string, string>;
  /** Ignore the page's Content-Security-Policy (e.g. to reach a test service on another origin). */
  bypassCSP?: boolean;
  /**
   * Let the apps register their service worker (offline-shell.e2e.test.ts). Blocked otherwise: a
   * worker would answer page loads and menu reads itself, out of `page.route`'s reach.
   */
  serviceWorkers?: boolean;
}

/** A fresh context (own storage) with a page, collecting page errors for assertions. */
export async function openPage(
  browser: Browser,
  options: ContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1440, height: 900 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    ...(options.bypassCSP ? { bypassCSP: true } : {}),
    serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
  });
  if (options.localStorage) {
    await context.addInitScript((entries: Record<string, string>) => {
      if (sessionStorage.getItem('__e2e_seeded')) return;
      sessionStorage.setItem('__e2e_seeded', '1');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, options.localStorage);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Waits for web fonts and running CSS transitions (e.g. a field leaving its disabled look), for screenshots. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Waits until the element's animations and its children's have run (a dialog rising into place):
 * a click computed while it still moves can land beside its target on a loaded machine. Endless
 * ones (a spinner) are not waited for.
 */
export async function animationsDone(locator: Locator): Promise<void> {
  await locator.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Saves a full-page screenshot as e2e/screenshots/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * What scrolls sideways or is cut at the page's width: the page itself, any element that scrolls
 * horizontally, and any text of `cutSelector` (e.g. amounts) wider than its box. [] when it fits.
 */
export async function sidewaysOverflow(page: Page, cutSelector = '[data-amount]'): Promise<string[]> {
  return page.evaluate((selector) => {
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const root = document.documentElement;
    const found: string[] = [];
    if (root.scrollWidth > root.clientWidth) {
      found.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
      // the outermost elements that reach past the right edge say what to fix
      const past = [...document.querySelectorAll('body *')].filter(
        (el) => el.getBoundingClientRect().right > root.clientWidth + 1,
      );
      for (const el of past.filter((el) => !past.includes(el.parentElement as Element)).slice(0, 5))
        found.push(`wide: ${describe(el)} ${Math.round(el.getBoundingClientRect().right)}`);
    }
    for (const el of document.querySelectorAll('body *')) {
      const overflowX = getComputedStyle(el).overflowX;
      if ((overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1)
        found.push(`scrolls: ${describe(el)} ${el.scrollWidth} > ${el.clientWidth}`);
    }
    for (const el of document.querySelectorAll(selector))
      if (el.scrollWidth > el.clientWidth + 1) found.push(`cut: ${describe(el)}`);
    return found;
  }, cutSelector);
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

const require = createRequire(import.meta.url);

/** Runs axe-core (WCAG 2 A/AA) on the page; returns serious and critical violations. */
export async function findAccessibilityViolations(page: Page): Promise<AxeViolation[]> {
  const source = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  // evaluated through the DevTools protocol, so the app's Content-Security-Policy stays in force
  await page.evaluate(source);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }
    ).axe;
    interface AxeResults {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
    }
    const results = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  });
}
