export { simulatorOptionsFrom } from './env.js';
export type { PrintedPage } from './printer.js';
export type { PrinterSimulatorOptions, RunningPrinterSimulator } from './simulator.js';
export { startPrinterSimulator } from './simulator.js';
export type { PrinterMode } from './status.js';
