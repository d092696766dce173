import { type CodePageTable, DEFAULT_CODE_PAGE, decodeText } from './codepages.js';
import type { Align, Block, ReceivedPage, TextRun } from './page.js';
import type { Command } from './parser.js';
import { barcodeBars, barcodeSystemName, qrMatrix } from './symbols.js';

const DEFAULT_LINE_SPACING = 30;
const ALIGNS: Align[] = ['left', 'center', 'right'];
const FONTS = { A: { width: 12, height: 24 }, B: { width: 9, height: 17 } } as const;

interface Style {
  bold: boolean;
  underline: number;
  reverse: boolean;
  fontB: boolean;
  widthScale: number;
  heightScale: number;
}

interface Settings {
  codePage: number;
  align: Align;
  lineSpacing: number;
  barcodeHeight: number;
  barcodeModule: number;
  hri: number;
  qrModule: number;
  qrLevel: number;
  qrData: Uint8Array | undefined;
}

const plainStyle = (): Style => ({
  bold: false,
  underline: 0,
  reverse: false,
  fontB: false,
  widthScale: 1,
  heightScale: 1,
});
const defaultSettings = (): Settings => ({
  codePage: DEFAULT_CODE_PAGE,
  align: 'left',
  lineSpacing: DEFAULT_LINE_SPACING,
  barcodeHeight: 162,
  barcodeModule: 3,
  hri: 0,
  qrModule: 3,
  qrLevel: 48,
  qrData: undefined,
});

/**
 * The printer's state machine: applies parsed commands (styles, code page, alignment, symbols) and
 * collects the page being printed. `apply` returns the page a cut completes.
 */
export class PageInterpreter {
  private style = plainStyle();
  private settings = defaultSettings();
  private line: TextRun[] = [];
  private lineAlign: Align = 'left';
  private lineDots = 0;
  private page: ReceivedPage;

  constructor(
    private readonly widthDots: number,
    private readonly codePages: CodePageTable,
  ) {
    this.page = this.emptyPage();
  }

  private emptyPage(): ReceivedPage {
    return {
      widthDots: this.widthDots,
      blocks: [],
      lines: [],
      qrCodes: [],
      barcodes: [],
      cut: false,
      warnings: [],
    };
  }

  apply(command: Command): ReceivedPage | undefined {
    switch (command.kind) {
      case 'text':
        this.addText(decodeText(command.bytes, this.codePages, this.settings.codePage));
        return undefined;
      case 'ht':
        this.addText(' '.repeat(8 - ((this.lineDots / this.cell().width) % 8)));
        return undefined;
      case 'lf':
        this.endLine(true);
        return undefined;
      case 'feedLines':
        this.endLine(true);
        this.space(Math.max(0, command.n - 1) * this.settings.lineSpacing);
        return undefined;
      case 'feedDots':
        this.endLine(false);
        this.space(command.n);
        return undefined;
      case 'cut':
        this.endLine(false);
        this.space(command.feedDots);
        return this.takePage(true);
      case 'init':
        this.line = [];
        this.lineDots = 0;
        this.style = plainStyle();
        this.settings = defaultSettings();
        return undefined;
      default:
        this.applySetting(command);
        return undefined;
    }
  }

  /**
   * The page in progress when the connection ends without a cut, if anything visible is on it (the
   * line feed many encoders send after the cut only moves paper).
   */
  finish(): ReceivedPage | undefined {
    this.endLine(false);
    const visible = this.page.blocks.some(
      (block) =>
        block.kind !== 'space' && (block.kind !== 'text' || block.runs.some((run) => run.text.trim() !== '')),
    );
    return visible ? this.takePage(false) : undefined;
  }

  private applySetting(command: Command): void {
    const { style, settings } = this;
    switch (command.kind) {
      case 'codePage':
        if (this.codePages[command.n] !== undefined) settings.codePage = command.n;
        else this.page.warnings.push(`ESC t ${command.n}: code page not known, kept ${settings.codePage}`);
        break;
      case 'bold':
        style.bold = command.on;
        break;
      case 'underline':
        style.underline = command.n;
        break;
      case 'reverse':
        style.reverse = command.on;
        break;
      case 'font':
        style.fontB = command.n === 1;
        break;
      case 'printMode':
        style.fontB = (command.n & 0x01) !== 0;
        style.bold = (command.n & 0x08) !== 0;
        style.heightScale = command.n & 0x10 ? 2 : 1;
        style.widthScale = command.n & 0x20 ? 2 : 1;
        style.underline = command.n & 0x80 ? 1 : 0;
        break;
      case 'charSize':
        style.widthScale = ((command.n >> 4) & 7) + 1;
        style.heightScale = (command.n & 7) + 1;
        break;
      case 'align':
        if (command.n <= 2) settings.align = ALIGNS[command.n] ?? 'left';
        if (this.line.length === 0) this.lineAlign = settings.align;
        break;
      case 'lineSpacing':
        settings.lineSpacing = command.dots ?? DEFAULT_LINE_SPACING;
        break;
      case 'barcodeSetting':
        this.applyBarcodeSetting(command.setting, command.n);
        break;
      case 'symbol':
        this.applySymbol(command.cn, command.fn, command.params);
        break;
      case 'barcode':
        this.printBarcode(command.system, command.data);
        break;
      case 'raster':
        this.printRaster(command.mode, command.widthBytes, command.height, command.data);
        break;
      default:
        break; // status requests are answered by the connection; skipped commands change nothing
    }
  }

  private applyBarcodeSetting(setting: 'height' | 'width' | 'hri' | 'hriFont', n: number): void {
    if (setting === 'height' && n > 0) this.settings.barcodeHeight = n;
    if (setting === 'width' && n >= 1 && n <= 6) this.settings.barcodeModule = n;
    if (setting === 'hri' && n <= 3) this.settings.hri = n;
  }

  private cell(): { width: number; height: number } {
    const font = this.style.fontB ? FONTS.B : FONTS.A;
    return { width: font.width * this.style.widthScale, height: font.height * this.style.heightScale };
  }

  private addText(text: string): void {
    const cell = this.cell();
    for (const char of text) {
      if (this.lineDots + cell.width > this.widthDots && this.lineDots > 0) this.endLine(false);
      if (this.line.length === 0) this.lineAlign = this.settings.align;
      const last = this.line.at(-1);
      const { style } = this;
      if (
        last &&
        last.bold === style.bold &&
        last.underline === style.underline &&
        last.reverse === style.reverse &&
        last.cellWidth === cell.width &&
        last.cellHeight === cell.height
      ) {
        last.text += char;
      } else {
        this.line.push({
          text: char,
          bold: style.bold,
          underline: style.underline,
          reverse: style.reverse,
          cellWidth: cell.width,
          cellHeight: cell.height,
          widthScale: style.widthScale,
          heightScale: style.heightScale,
        });
      }
      this.lineDots += cell.width;
    }
  }

  /** Prints the buffered line; an empty line feeds one line spacing when `feedEmpty`. */
  private endLine(feedEmpty: boolean): void {
    if (this.line.length === 0) {
      if (feedEmpty) {
        this.space(this.settings.lineSpacing);
        this.page.lines.push('');
      }
      return;
    }
    const tallest = Math.max(...this.line.map((run) => run.cellHeight));
    const height = Math.max(this.settings.lineSpacing, tallest + 6);
    this.page.blocks.push({ kind: 'text', align: this.lineAlign, runs: this.line, height });
    this.page.lines.push(this.line.map((run) => run.text).join(''));
    this.line = [];
    this.lineDots = 0;
  }

  private space(height: number): void {
    if (height > 0) this.page.blocks.push({ kind: 'space', height });
  }

  private push(block: Block): void {
    this.endLine(false);
    this.page.blocks.push(block);
  }

  /** GS ( k for QR (cn 49): size, error correction level, store, print. Other symbols are ignored. */
  private applySymbol(cn: number, fn: number, params: Uint8Array): void {
    if (cn !== 49) return;
    const first = params[0] ?? 0;
    if (fn === 67 && first >= 1 && first <= 16) this.settings.qrModule = first;
    else if (fn === 69 && first >= 48 && first <= 51) this.settings.qrLevel = first;
    else if (fn === 80) this.settings.qrData = params.slice(1);
    else if (fn === 81) this.printQr();
  }

  private printQr(): void {
    const data = this.settings.qrData;
    if (!data || data.length === 0) return;
    const matrix = qrMatrix(data, this.settings.qrLevel);
    const text = Buffer.from(data).toString('utf8');
    if ('error' in matrix) {
      this.page.warnings.push(`QR not printed: ${matrix.error}`);
      return;
    }
    this.page.qrCodes.push(text);
    this.push({
      kind: 'qr',
      align: this.settings.align,
      matrix,
      moduleDots: this.settings.qrModule,
      data: text,
    });
  }

  private printBarcode(system: number, data: Uint8Array): void {
    const result = barcodeBars(system, data);
    const name = barcodeSystemName(system);
    if ('error' in result) {
      this.page.warnings.push(`Barcode not printed: ${result.error}`);
      return;
    }
    this.page.barcodes.push({ system: name, text: result.text });
    this.push({
      kind: 'barcode',
      align: this.settings.align,
      bars: result.bars,
      moduleDots: this.settings.barcodeModule,
      height: this.settings.barcodeHeight,
      hri: this.settings.hri,
      text: result.text,
      system: name,
    });
  }

  private printRaster(mode: number, widthBytes: number, height: number, data: Uint8Array): void {
    if (widthBytes === 0 || height === 0) return;
    const m = mode >= 48 ? mode - 48 : mode;
    const scaleX = m === 1 || m === 3 ? 2 : 1;
    const scaleY = m === 2 || m === 3 ? 2 : 1;
    this.push({ kind: 'image', align: this.settings.align, widthBytes, height, data, scaleX, scaleY });
  }

  private takePage(cut: boolean): ReceivedPage {
    const page = { ...this.page, cut };
    this.page = this.emptyPage();
    return page;
  }
}
