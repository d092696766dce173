import { isLoopbackAddress } from '@kiosk/domain';
import type { TerminalTarget } from './terminal-driver.js';

/**
 * The test environment's control of a simulated terminal: the outcome and delay of its next sale.
 * True when the terminal took it.
 */
export interface TerminalTestControl {
  chooseNextOutcome(target: TerminalTarget, outcome: string, delayMs: number): Promise<boolean>;
}

/**
 * The terminal simulator's control API over HTTP (`POST /__sim/next`; same machine, no token):
 * asked only at a loopback address, never anywhere else.
 */
export class HttpTerminalTestControl implements TerminalTestControl {
  constructor(private readonly timeoutMs = 5000) {}

  async chooseNextOutcome(target: TerminalTarget, outcome: string, delayMs: number): Promise<boolean> {
    if (!target.ip || !isLoopbackAddress(target.ip)) return false;
    const response = await fetch(`http://${target.ip}:${target.port}/__sim/next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome, delayMs }),
      signal: AbortSignal.timeout(this.timeoutMs),
    }).catch(() => undefined);
    return response?.ok === true;
  }
}
