import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActivityReporter } from './activity-reporter';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createActivityReporter', () => {
  it('reports 1 s after the last interaction, once for a burst', async () => {
    const report = vi.fn();
    const reporter = createActivityReporter({ report });
    reporter.start();
    reporter.activity();
    await vi.advanceTimersByTimeAsync(600);
    reporter.activity();
    await vi.advanceTimersByTimeAsync(600);
    reporter.activity();
    await vi.advanceTimersByTimeAsync(999);
    expect(report).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(report).toHaveBeenCalledTimes(1);
    reporter.stop();
  });

  it('reports every 30 s without interaction', async () => {
    const report = vi.fn();
    const reporter = createActivityReporter({ report });
    reporter.start();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(report).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(report).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(report).toHaveBeenCalledTimes(3);
    reporter.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(report).toHaveBeenCalledTimes(3);
  });

  it('does not overlap reports and survives a failed one', async () => {
    let finish: () => void = () => {};
    const report = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const reporter = createActivityReporter({ report, intervalMs: 1000, debounceMs: 100 });
    reporter.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(report).toHaveBeenCalledTimes(1);
    reporter.activity();
    await vi.advanceTimersByTimeAsync(100);
    expect(report).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(900);
    expect(report).toHaveBeenCalledTimes(2);

    report.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    finish();
    reporter.activity();
    await vi.advanceTimersByTimeAsync(100);
    expect(report).toHaveBeenCalledTimes(3);
    reporter.stop();
  });

  it('ignores interaction after it stopped', async () => {
    const report = vi.fn();
    const reporter = createActivityReporter({ report });
    reporter.start();
    reporter.activity();
    reporter.stop();
    reporter.activity();
    await vi.advanceTimersByTimeAsync(5000);
    expect(report).not.toHaveBeenCalled();
  });
});
