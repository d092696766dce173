import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PersistedDeviceState } from './device-records.js';

/**
 * Keeps the device's sales, pairings and counters in a JSON file (SIM_STATE_FILE), so a restarted
 * simulator still answers GetSaleResult for sales made before. Writes are coalesced and atomic
 * (temporary file + rename).
 */
export class StateFile {
  private writing: Promise<void> | null = null;
  private dirty = false;

  constructor(
    readonly filePath: string,
    private readonly read: () => PersistedDeviceState,
    private readonly log: (message: string) => void,
  ) {}

  static load(filePath: string): PersistedDeviceState | null {
    if (!existsSync(filePath)) return null;
    const parsed = JSON.parse(readFileSync(filePath, 'utf8')) as PersistedDeviceState;
    if (parsed.version !== 1 || !Array.isArray(parsed.sales) || !Array.isArray(parsed.pairings)) {
      throw new Error(`${filePath} is not a terminal simulator state file`);
    }
    return parsed;
  }

  /** Marks the state changed; a write follows soon. */
  schedule(): void {
    this.dirty = true;
    if (!this.writing) this.writing = this.drain();
  }

  /** Resolves once everything scheduled so far is on disk. */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async drain(): Promise<void> {
    try {
      await mkdir(path.dirname(this.filePath), { recursive: true });
      while (this.dirty) {
        this.dirty = false;
        const tmp = `${this.filePath}.${process.pid}.tmp`;
        await writeFile(tmp, JSON.stringify(this.read()));
        await rename(tmp, this.filePath);
      }
    } catch (error) {
      this.log(`could not write ${this.filePath}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.writing = null;
    }
  }
}
