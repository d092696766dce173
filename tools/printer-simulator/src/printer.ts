import { EventEmitter } from 'node:events';
import type { ReceivedPage } from './page.js';
import { pngSize } from './png.js';
import { renderPagePng } from './render.js';
import { canPrint, type PrinterMode } from './status.js';

/** A page that came out of the printer. */
export interface PrintedPage {
  id: number;
  connectionId: number;
  receivedAt: string;
  printedAt: string;
  widthDots: number;
  heightDots: number;
  lines: string[];
  qrCodes: string[];
  barcodes: { system: string; text: string }[];
  cut: boolean;
  warnings: string[];
  png: Buffer;
}

/** A page the printer took but could not print (offline, paper out, cover open at its turn). */
export interface LostPage {
  id: number;
  connectionId: number;
  receivedAt: string;
  mode: PrinterMode;
  lines: string[];
}

export interface PrinterCounters {
  connections: number;
  bytesReceived: number;
  statusRequests: number;
}

/**
 * The printer itself: its mode, the print queue (pages come out in order, `pageDelayMs` each) and the
 * last pages it printed or lost. Connections hand it finished pages; the control API reads it.
 */
export class PrinterDevice {
  private modeValue: PrinterMode;
  private delayMs: number;
  private nextId = 1;
  private printedCount = 0;
  private queue: Promise<void> = Promise.resolve();
  private readonly events = new EventEmitter();
  readonly printed: PrintedPage[] = [];
  readonly lost: LostPage[] = [];
  readonly counters: PrinterCounters = { connections: 0, bytesReceived: 0, statusRequests: 0 };

  constructor(
    readonly name: string,
    readonly widthDots: number,
    private readonly initial: { mode: PrinterMode; pageDelayMs: number; keepPages: number },
  ) {
    this.modeValue = initial.mode;
    this.delayMs = initial.pageDelayMs;
    this.events.setMaxListeners(100);
  }

  get mode(): PrinterMode {
    return this.modeValue;
  }

  get pageDelayMs(): number {
    return this.delayMs;
  }

  /** Changes the mode and/or the time a page takes; tells listeners (the TCP port opens or closes). */
  configure(change: { mode?: PrinterMode | undefined; pageDelayMs?: number | undefined }): void {
    if (change.pageDelayMs !== undefined) this.delayMs = change.pageDelayMs;
    if (change.mode !== undefined && change.mode !== this.modeValue) {
      this.modeValue = change.mode;
      this.events.emit('mode', change.mode);
    }
  }

  onMode(listener: (mode: PrinterMode) => void): () => void {
    this.events.on('mode', listener);
    return () => this.events.off('mode', listener);
  }

  /** Queues a received page; it prints (or is lost) after the pages before it, `pageDelayMs` each. */
  submit(page: ReceivedPage, connectionId: number): void {
    const id = this.nextId++;
    const receivedAt = new Date().toISOString();
    this.queue = this.queue.then(async () => {
      if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
      if (!canPrint(this.modeValue)) {
        this.keep(this.lost, { id, connectionId, receivedAt, mode: this.modeValue, lines: page.lines });
        this.events.emit('lost', id);
        return;
      }
      const png = renderPagePng(page);
      this.keep(this.printed, {
        id,
        connectionId,
        receivedAt,
        printedAt: new Date().toISOString(),
        widthDots: page.widthDots,
        heightDots: pngSize(png).height,
        lines: page.lines,
        qrCodes: page.qrCodes,
        barcodes: page.barcodes,
        cut: page.cut,
        warnings: page.warnings,
        png,
      });
      this.printedCount++;
      this.events.emit('printed', id);
    });
  }

  private keep<T>(list: T[], item: T): void {
    list.push(item);
    if (list.length > this.initial.keepPages) list.splice(0, list.length - this.initial.keepPages);
  }

  page(id: number): PrintedPage | undefined {
    return this.printed.find((page) => page.id === id);
  }

  /** Resolves once `count` pages have printed in all (since start or the last reset). */
  async waitForPrinted(count: number, timeoutMs = 5_000): Promise<PrintedPage[]> {
    const done = () => this.printedCount >= count;
    if (!done()) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          this.events.off('printed', check);
          reject(new Error(`${this.printedCount} of ${count} pages printed after ${timeoutMs} ms`));
        }, timeoutMs);
        const check = () => {
          if (!done()) return;
          clearTimeout(timer);
          this.events.off('printed', check);
          resolve();
        };
        this.events.on('printed', check);
      });
    }
    return this.printed;
  }

  /** Waits until every queued page has printed or been lost. */
  async idle(): Promise<void> {
    await this.queue;
  }

  /** Back to the start: settings from the options, no pages, counters at zero. */
  reset(): void {
    this.printed.length = 0;
    this.lost.length = 0;
    this.printedCount = 0;
    Object.assign(this.counters, { connections: 0, bytesReceived: 0, statusRequests: 0 });
    this.configure({ mode: this.initial.mode, pageDelayMs: this.initial.pageDelayMs });
  }
}
