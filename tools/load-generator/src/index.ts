export type { Fixtures, LoadConfigInput } from './config.js';
export type { EventCount, LoadResult } from './result.js';
export { PEAK_COUNTS, type PeakCounts, seedPeakFixtures, type Terminal } from './seed.js';
