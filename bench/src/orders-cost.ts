// Issue 37 part 2: the CPU of a created and of a paid order against its floor, measured in the same
// run (orders.bench.ts). CPU per order, unlike the rates, holds up when the machine is loaded.
import type { Report } from './support.js';

/** What one loop of orders.bench.ts measured, per order (ms of CPU). */
interface OrderCpu {
  cpuPer: number;
  pgCpuPer: number;
  clientCpuPer: number;
  simCpuPer: number;
  done: number;
}

/** The goals of issue 37: total CPU at most this many times the floor's. */
export const CREATE_GOAL = 2.5;
export const PAID_GOAL = 5;

const ms = (x: number) => `${x.toFixed(2)} ms`;

/**
 * The rows for one kind of order: each party's CPU, their total (the terminal's side counts for a
 * paid order: its sale is one of the floor's four exchanges) and the ratio to the floor against the
 * goal, ✓ or ✗.
 */
export function costRows(
  label: string,
  cpu: OrderCpu,
  floor: number,
  goal: number,
  terminal: boolean,
): Report {
  if (cpu.done === 0) return [[`${label}: CPU against its floor`, 'not measured (no orders in this run)']];
  const total = cpu.cpuPer + cpu.pgCpuPer + cpu.clientCpuPer + (terminal ? cpu.simCpuPer : 0);
  const ratio = total / floor;
  const parties = [
    `server ${ms(cpu.cpuPer)}`,
    `Postgres ${ms(cpu.pgCpuPer)}`,
    `client ${ms(cpu.clientCpuPer)}`,
    ...(terminal ? [`terminal ${ms(cpu.simCpuPer)}`] : []),
  ];
  return [
    [`${label}: CPU per order`, `${parties.join(' + ')} = ${ms(total)}`],
    [
      `  against its floor (${ms(floor)}), goal <= ${goal}x`,
      `${ratio.toFixed(2)}x ${ratio <= goal ? '✓' : '✗'}`,
    ],
  ];
}
