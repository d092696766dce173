export type { CloudClient, CloudClientOptions } from './cloud-client.js';
export { startCloudClient } from './cloud-client.js';
export type { NextOutcome, SaleRecord } from './device.js';
export { handleKey, TerminalDevice } from './device.js';
export { simulatorOptionsFromEnv } from './env.js';
export { renderReceiptPng, renderReceiptSvg } from './receipt.js';
export type { RunningSimulator, SimulatorOptions } from './simulator.js';
export { startSimulator } from './simulator.js';
