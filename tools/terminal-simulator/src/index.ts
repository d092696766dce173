export type { CloudClient, CloudClientOptions } from './cloud-client.js';
export { startCloudClient } from './cloud-client.js';
export { TerminalDevice } from './device.js';
export type { NextOutcome, SaleRecord } from './device-records.js';
export { handleKey } from './device-records.js';
export { simulatorOptionsFromEnv } from './env.js';
export { renderReceiptPng, renderReceiptSvg } from './receipt.js';
export type { RunningSimulator, SimulatorOptions } from './simulator.js';
export { startSimulator } from './simulator.js';
