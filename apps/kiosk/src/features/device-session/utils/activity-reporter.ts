/** Spec (document 2, sections 7 and 9): activity updates are debounced 1 s, with a periodic update every 30 s. */
const ACTIVITY_DEBOUNCE_MS = 1000;
const ACTIVITY_INTERVAL_MS = 30_000;

export interface ActivityReporterOptions {
  /** Sends one activity report; failures are the caller's business. */
  report: () => Promise<unknown> | unknown;
  debounceMs?: number;
  intervalMs?: number;
}

export interface ActivityReporter {
  /** Starts the periodic report. */
  start(): void;
  /** Someone touched the screen or a key: report once things are quiet for `debounceMs`. */
  activity(): void;
  stop(): void;
}

/**
 * Reports kiosk activity: 1 s after the last interaction (debounced) and every 30 s. A report is
 * not sent while the previous one is still under way.
 */
export function createActivityReporter(options: ActivityReporterOptions): ActivityReporter {
  const debounceMs = options.debounceMs ?? ACTIVITY_DEBOUNCE_MS;
  const intervalMs = options.intervalMs ?? ACTIVITY_INTERVAL_MS;
  let debounceTimer: ReturnType<typeof setTimeout> | undefined;
  let intervalTimer: ReturnType<typeof setInterval> | undefined;
  let inFlight = false;
  let stopped = false;

  async function send() {
    if (stopped || inFlight) return;
    inFlight = true;
    try {
      await options.report();
    } catch {
      // the caller handles what matters (e.g. 401); one lost report is harmless
    } finally {
      inFlight = false;
    }
  }

  return {
    start() {
      stopped = false;
      if (intervalTimer === undefined) intervalTimer = setInterval(() => void send(), intervalMs);
    },
    activity() {
      if (stopped) return;
      if (debounceTimer !== undefined) clearTimeout(debounceTimer);
      debounceTimer = setTimeout(() => {
        debounceTimer = undefined;
        void send();
      }, debounceMs);
    },
    stop() {
      stopped = true;
      if (debounceTimer !== undefined) clearTimeout(debounceTimer);
      if (intervalTimer !== undefined) clearInterval(intervalTimer);
      debounceTimer = undefined;
      intervalTimer = undefined;
    },
  };
}
