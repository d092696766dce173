// Issue 37 part 4: the kiosk on cheap hardware. Chromium with 4x CPU throttling and no HTTP cache
// (nor service worker): reload -> welcome screen, "touch to start" -> first product, and every tap of
// a scripted 20-tap order answered (next frame painted). KIOSK_APPS_DIR serves another build
// (a folder holding kiosk/dist) than apps/; KIOSK_TIMELINE=1 prints the last reload's requests (start, end).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { closeBrowser, launchBrowser, openPage, screenshot } from '../../e2e/src/browser.js';
import { signInKioskByApi, storedSession } from '../../e2e/src/fixtures.js';
import { ms, percentile, type Report, startBenchServer, type startCluster } from './support.js';

const THROTTLE = 4;
const RELOADS = 5;
const PORTRAIT = { width: 1080, height: 1920 };

/** What a tap must lead to: an element appearing, one going away, or an element's text changing. */
type Expect = { appear: string } | { gone: string } | { change: string };

interface Tap {
  name: string;
  target: string;
  expect: Expect;
}

const card = (name: string) => `[data-testid="product-card"]:has-text("${name}")`;
const dialog = '[data-testid="product-dialog"]';
const tab = (name: string) => `[data-testid="category-tab"]:has-text("${name}")`;
const line = (name: string, action: string) =>
  `[data-testid="cart-line"] >> role=button[name="${name} ${action}"]`;

/** The scripted order: 20 taps a customer makes, each with what it shows. */
const ORDER: Tap[] = [
  {
    name: 'touch to start',
    target: '[data-testid="welcome-screen"] button:has-text("Başlamak")',
    expect: { appear: '[data-order-type]' },
  },
  {
    name: 'eat in',
    target: '[data-order-type="eat_in"]',
    expect: { appear: '[data-testid="product-card"]' },
  },
  {
    name: 'tab Drinks',
    target: tab('İçecekler'),
    expect: { appear: `${tab('İçecekler')}[aria-pressed="true"]` },
  },
  { name: 'open Cola', target: card('Kola'), expect: { appear: dialog } },
  {
    name: 'quantity +',
    target: `${dialog} [data-testid="product-quantity"] button >> nth=-1`,
    expect: { change: `${dialog} [data-testid="running-price"]` },
  },
  { name: 'add Cola', target: `${dialog} [data-testid="add-to-cart"]`, expect: { gone: dialog } },
  {
    name: 'tab Desserts',
    target: tab('Tatlılar'),
    expect: { appear: `${tab('Tatlılar')}[aria-pressed="true"]` },
  },
  { name: 'open Lokum', target: card('Lokum'), expect: { appear: dialog } },
  { name: 'add Lokum', target: `${dialog} [data-testid="add-to-cart"]`, expect: { gone: dialog } },
  { name: 'tab All', target: tab('Tümü'), expect: { appear: `${tab('Tümü')}[aria-pressed="true"]` } },
  { name: 'open Ayran', target: card('Ayran'), expect: { appear: dialog } },
  {
    name: 'quantity +',
    target: `${dialog} [data-testid="product-quantity"] button >> nth=-1`,
    expect: { change: `${dialog} [data-testid="running-price"]` },
  },
  {
    name: 'quantity +',
    target: `${dialog} [data-testid="product-quantity"] button >> nth=-1`,
    expect: { change: `${dialog} [data-testid="running-price"]` },
  },
  { name: 'add Ayran', target: `${dialog} [data-testid="add-to-cart"]`, expect: { gone: dialog } },
  {
    name: 'English',
    target: 'button:has-text("English")',
    expect: { appear: 'html[lang="en"] [data-testid="category-tab"]:has-text("Drinks")' },
  },
  {
    name: 'Türkçe',
    target: 'button:has-text("Türkçe")',
    expect: { appear: 'html[lang="tr"] [data-testid="category-tab"]:has-text("İçecekler")' },
  },
  {
    name: 'open cart',
    target: '[data-testid="cart-bar"] button',
    expect: { appear: '[data-testid="cart-total"]' },
  },
  { name: 'Cola +', target: line('Kola', 'artır'), expect: { change: '[data-testid="cart-total"]' } },
  { name: 'Cola -', target: line('Kola', 'azalt'), expect: { change: '[data-testid="cart-total"]' } },
  { name: 'Lokum +', target: line('Lokum', 'artır'), expect: { change: '[data-testid="cart-total"]' } },
];

declare global {
  interface Window {
    __bench?: {
      lastTap: number;
      /** Event Timing: the longest event of each interaction (input to the next frame painted). */
      interactions: Map<number, number>;
      shown?: Promise<number>;
      welcome?: number;
    };
  }
}

/** Set up in every page before its scripts: tap times, Event Timing, the welcome screen's first frame. */
function instrument() {
  const bench = { lastTap: 0, interactions: new Map<number, number>() } as NonNullable<Window['__bench']>;
  window.__bench = bench;
  window.addEventListener('pointerdown', (event) => (bench.lastTap = event.timeStamp), { capture: true });
  new PerformanceObserver((list) => {
    // interactionId: in Chromium, not yet in TypeScript's DOM types
    for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>) {
      if (!entry.interactionId) continue;
      bench.interactions.set(
        entry.interactionId,
        Math.max(bench.interactions.get(entry.interactionId) ?? 0, entry.duration),
      );
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[data-testid="welcome-title"]')) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (bench.welcome = performance.now())));
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Before a tap: a promise of the frame after `expect` holds (MutationObserver, so no polling delay). */
function watch(expect: Expect) {
  const bench = window.__bench as NonNullable<Window['__bench']>;
  const query = (selector: string) => {
    // Playwright's :has-text is not CSS: match it by hand
    const match = /^(.*):has-text\("(.*)"\)(.*)$/.exec(selector);
    if (!match) return document.querySelector(selector);
    const [, base = '', text = '', rest = ''] = match;
    for (const el of document.querySelectorAll(base))
      if (el.textContent?.includes(text) && (!rest || el.matches(`${base}${rest}`))) return el;
    return null;
  };
  const selector = 'appear' in expect ? expect.appear : 'gone' in expect ? expect.gone : expect.change;
  const before = query(selector)?.textContent;
  const since = performance.now();
  const done = () => {
    const el = query(selector);
    if ('appear' in expect) return el !== null;
    if ('gone' in expect) return el === null;
    return el !== null && el.textContent !== before;
  };
  bench.shown = new Promise<number>((resolve) => {
    const observer = new MutationObserver(() => {
      // a change before the tap (an animation's end, the menu's refresh) is not its answer
      if (bench.lastTap < since || !done()) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}

/** Chromium's counters of the page's main thread (CDP Performance.getMetrics): durations in s, counts. */
const WORK = [
  'TaskDuration',
  'ScriptDuration',
  'RecalcStyleDuration',
  'LayoutDuration',
  'RecalcStyleCount',
  'LayoutCount',
] as const;
type Work = Record<(typeof WORK)[number], number>;

async function work(cdp: CDPSession): Promise<Work> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const values = new Map(metrics.map((metric) => [metric.name, metric.value]));
  return Object.fromEntries(WORK.map((name) => [name, values.get(name) ?? 0])) as Work;
}

const since = (after: Work, before: Work) =>
  Object.fromEntries(WORK.map((name) => [name, after[name] - before[name]])) as Work;

/** Where the main thread's time went (the rest of "busy" is Chromium's paint, raster hand-off and the like). */
function describe(w: Work, per = 1): string {
  const time = (s: number) => `${((s * 1000) / per).toFixed(0)} ms`;
  const count = (n: number) => (n / per).toFixed(per === 1 ? 0 : 1);
  return (
    `busy ${time(w.TaskDuration)}: script ${time(w.ScriptDuration)}, ` +
    `style ${time(w.RecalcStyleDuration)} (${count(w.RecalcStyleCount)}x), ` +
    `layout ${time(w.LayoutDuration)} (${count(w.LayoutCount)}x)`
  );
}

async function throttled(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  return cdp;
}

/** Waits for the running animations that end (a dialog rising), not the endless ones (the slider). */
function finiteAnimationsDone(page: Page) {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The taps after which KIOSK_SHOTS takes a screenshot (the welcome screen is taken before the first). */
const SHOTS = ['touch to start', 'eat in', 'open Cola', 'open cart'];

async function tapAll(page: Page, cdp: CDPSession) {
  if (process.env.KIOSK_SHOTS) await screenshot(page, `kiosk-cheap-${process.env.KIOSK_SHOTS}-welcome`);
  const rows: Array<{ name: string; frame: number; shown: number; nodes: number; work: Work }> = [];
  for (const step of ORDER) {
    const target = page.locator(step.target).first();
    await target.waitFor();
    // a dialog still rising: wait for its animation so the tap lands on its target
    await finiteAnimationsDone(page);
    const seen = await page.evaluate(() => new Set(window.__bench?.interactions.keys()).size);
    await page.evaluate(watch, step.expect);
    const before = await work(cdp);
    await target.click();
    const shownAt = await page.evaluate(() => window.__bench?.shown as Promise<number>);
    const result = await page.evaluate(
      async ([shown, known]) => {
        // the interaction's entry arrives after its frame: give it one more frame
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
        const bench = window.__bench as NonNullable<Window['__bench']>;
        const fresh = [...bench.interactions.values()].slice(known);
        return {
          frame: fresh.length > 0 ? Math.max(...fresh) : 16,
          shown: shown - bench.lastTap,
          nodes: document.getElementsByTagName('*').length,
        };
      },
      [shownAt, seen] as const,
    );
    rows.push({ name: step.name, ...result, work: since(await work(cdp), before) });
    // KIOSK_SHOTS=<label>: the screens the order passes through, in the e2e screenshot folder
    if (process.env.KIOSK_SHOTS && SHOTS.includes(step.name))
      await finiteAnimationsDone(page).then(() =>
        screenshot(page, `kiosk-cheap-${process.env.KIOSK_SHOTS}-${step.name.replace(/\W+/g, '-')}`),
      );
  }
  return rows;
}

/** RELOADS reloads: when the welcome screen was painted, the start-up code was in, the session checked. */
async function measureReloads(page: Page) {
  const welcome: number[] = [];
  const code: number[] = [];
  const user: number[] = [];
  const works: Work[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  for (let run = 0; run < RELOADS; run += 1) {
    // KIOSK_PROFILE=<file>: the last reload's CPU profile in <file>.reload
    const profile = process.env.KIOSK_PROFILE && run === RELOADS - 1;
    if (profile) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
    await page.reload();
    await page.waitForFunction(() => window.__bench?.welcome, null, { timeout: 60_000 });
    // Chromium's counters start again with each document
    works.push(await work(cdp));
    if (profile)
      writeFileSync(
        `${process.env.KIOSK_PROFILE}.reload`,
        JSON.stringify((await cdp.send('Profiler.stop')).profile),
      );
    const at = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const shown = window.__bench?.welcome ?? Number.NaN;
      const before = resources.filter((r) => r.responseEnd <= shown);
      return {
        shown,
        // the start-up JS and CSS in (index.html's files and what they import before the welcome screen)
        code: Math.max(
          0,
          ...before.filter((r) => /\/assets\/.*\.(js|css)$/.test(r.name)).map((r) => r.responseEnd),
        ),
        // the stored device session checked with the server (GET /auth/v1/user)
        user: before.find((r) => r.name.includes('/auth/v1/user'))?.responseEnd ?? Number.NaN,
      };
    });
    if (process.env.KIOSK_TIMELINE && run === RELOADS - 1)
      console.log(
        await page.evaluate(() =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .map(
              (r) =>
                `${r.startTime.toFixed(0).padStart(6)} ${r.responseEnd.toFixed(0).padStart(6)} ${r.name.replace(location.origin, '')}`,
            )
            .join('\n'),
        ),
        `\nwelcome ${at.shown.toFixed(0)}`,
      );
    welcome.push(at.shown);
    code.push(at.code);
    user.push(at.user);
  }
  return { welcome, code, user, works };
}

export async function kioskCheapBench(cluster: Awaited<ReturnType<typeof startCluster>>): Promise<Report> {
  const url = await cluster.createDatabase('bench_kiosk_cheap', { seeded: true });
  const server = await startBenchServer(
    url,
    process.env.KIOSK_APPS_DIR ? { APPS_DIR: process.env.KIOSK_APPS_DIR } : {},
  );
  const browser = await launchBrowser();
  const report: Report = [];
  try {
    const device = await signInKioskByApi(server.urls.kiosk);
    const { page } = await openPage(browser, {
      viewport: PORTRAIT,
      localStorage: { ...storedSession('kiosk', device), language: 'tr' },
    });
    // a kiosk's screen moves (the welcome screen's slider and button, dialogs rising): not the
    // reduced motion the browser tests ask for
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // tsx names the functions it compiles with a `__name` helper the page does not have
    await page.addInitScript('window.__name = (f) => f;');
    await page.addInitScript(instrument);
    await page.goto(server.urls.kiosk); // the server's first answers (and Chromium's) out of the figures
    await page.getByTestId('welcome-title').waitFor({ timeout: 60_000 });
    await throttled(page);

    const reloads = await measureReloads(page);
    // the welcome screen as customers find it: the menu in, the customer's screens fetched while it idles
    await page.locator('[data-testid="product-slider"]').waitFor({ timeout: 60_000 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.waitForTimeout(1000);
    // what the welcome screen costs while it waits (its animations), per second
    const idleFrom = await work(cdp);
    await page.waitForTimeout(3000);
    const idle = since(await work(cdp), idleFrom);
    // KIOSK_PROFILE=<file>: the taps' CPU profile (Chromium's .cpuprofile) for where their time goes
    if (process.env.KIOSK_PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    // a Chromium trace of the taps, for the CPU time of each thread (KIOSK_TRACE=<file> keeps it:
    // open it in chrome://tracing or Perfetto)
    const trace = process.env.KIOSK_TRACE ?? path.join(os.tmpdir(), `kiosk-cheap-${process.pid}.json`);
    await browser.startTracing(page, { path: trace });
    const taps = await tapAll(page, cdp);
    await browser.stopTracing();
    const cpu = threadCpu(JSON.parse(readFileSync(trace, 'utf8')));
    if (!process.env.KIOSK_TRACE) rmSync(trace);
    if (process.env.KIOSK_PROFILE) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(process.env.KIOSK_PROFILE, JSON.stringify(profile));
    }

    report.push(...reportOf({ ...reloads, idle, taps, cpu }));
  } finally {
    await closeBrowser(browser);
    await server.stop();
  }
  return report;
}

type Taps = Awaited<ReturnType<typeof tapAll>>;

function reportOf({
  welcome,
  code,
  user,
  works,
  idle,
  taps,
  cpu,
}: Awaited<ReturnType<typeof measureReloads>> & {
  idle: Work;
  taps: Taps;
  cpu: Map<string, number>;
}): Report {
  const report: Report = [];
  report.push([
    `CPU throttling, cache`,
    `${THROTTLE}x, disabled (no service worker); load average ${loadAverage()}`,
  ]);
  report.push([
    `reload -> welcome screen painted (${RELOADS} reloads, goal < 1 s)`,
    `p50 ${ms(percentile(welcome, 50))}, max ${ms(Math.max(...welcome))}`,
  ]);
  report.push([
    '  of which: start-up JS+CSS in; device session checked (p50)',
    `${ms(percentile(code, 50))}; ${ms(percentile(user, 50))}`,
  ]);
  const [start, eatIn] = taps;
  report.push([
    '"touch to start" -> order type shown; eat in -> first product shown (goal < 1 s)',
    `${ms(start?.shown ?? Number.NaN)}; ${ms(eatIn?.shown ?? Number.NaN)} (sum ${ms((start?.shown ?? 0) + (eatIn?.shown ?? 0))})`,
  ]);
  const frames = taps.map((t) => t.frame);
  report.push([
    `tap -> next frame painted, ${taps.length} taps (Event Timing; 16 = under 16 ms; goal p95 < 100 ms)`,
    `p50 ${ms(percentile(frames, 50))}, p95 ${ms(percentile(frames, 95))}, max ${ms(Math.max(...frames))}`,
  ]);
  const shown = taps.map((t) => t.shown);
  report.push([
    'tap -> its result shown (dialog, price, screen)',
    `p50 ${ms(percentile(shown, 50))}, p95 ${ms(percentile(shown, 95))}, max ${ms(Math.max(...shown))}`,
  ]);
  report.push([
    '  main thread from reload to welcome painted (the last reload)',
    describe(works[works.length - 1] as Work),
  ]);
  report.push(['welcome screen idle, per second (its animations)', describe(idle, 3)]);
  const total = Object.fromEntries(
    WORK.map((name) => [name, taps.reduce((sum, t) => sum + t.work[name], 0)]),
  ) as Work;
  report.push([`main thread over the ${taps.length} taps`, describe(total)]);
  // CPU time (not wall time): what the load on a shared machine changes least
  report.push([
    `CPU time over the ${taps.length} taps, by Chromium thread (trace)`,
    [...cpu]
      .filter(([, time]) => time >= 50)
      .map(([thread, time]) => `${thread} ${time.toFixed(0)} ms`)
      .join(', '),
  ]);
  for (const t of taps)
    report.push([
      `  tap: ${t.name}`,
      `frame ${t.frame.toFixed(0)} ms, shown ${t.shown.toFixed(0)} ms; ${describe(t.work)}; ${t.nodes} elements`,
    ]);
  return report;
}

interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * CPU time (ms) per thread name in a Chromium trace: the thread time of its outermost complete
 * events. The renderer's main thread (style, layout, paint, scripts), its compositor, the raster
 * workers and Viz (software compositing of the screen, --disable-gpu).
 */
function threadCpu(trace: { traceEvents: TraceEvent[] }): Map<string, number> {
  const names = new Map<string, string>();
  for (const e of trace.traceEvents)
    if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?');
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of trace.traceEvents) {
    if (e.ph !== 'X' || e.tdur === undefined) continue;
    const key = `${e.pid}:${e.tid}`;
    const events = byThread.get(key) ?? [];
    events.push(e);
    byThread.set(key, events);
  }
  const cpu = new Map<string, number>();
  const wanted = /^(CrRendererMain|Compositor|VizCompositorThread|ThreadPoolForegroundWorker|CrGpuMain)$/;
  for (const [key, events] of byThread) {
    const name = names.get(key) ?? '?';
    if (!wanted.test(name)) continue;
    let end = 0;
    let sum = 0;
    for (const e of events.sort((a, b) => a.ts - b.ts)) {
      if (e.ts < end) continue; // nested in the event counted
      end = e.ts + (e.dur ?? 0);
      sum += e.tdur ?? 0;
    }
    cpu.set(name, (cpu.get(name) ?? 0) + sum / 1000);
  }
  return new Map([...cpu].sort((a, b) => b[1] - a[1]));
}

function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
}
