import { codePageTable } from './codepages.js';
import { PageInterpreter } from './interpreter.js';
import type { ReceivedPage } from './page.js';
import { EscPosParser } from './parser.js';

/** Runs bytes through the parser and interpreter like one connection; returns the pages it printed. */
export function printBytes(data: Uint8Array, widthDots = 576, codePages = codePageTable()): ReceivedPage[] {
  const parser = new EscPosParser();
  const interpreter = new PageInterpreter(widthDots, codePages);
  const pages: ReceivedPage[] = [];
  for (const command of parser.push(data)) {
    const page = interpreter.apply(command);
    if (page) pages.push(page);
  }
  const rest = interpreter.finish();
  if (rest) pages.push(rest);
  return pages;
}

/** Bytes from numbers, latin1 strings and byte arrays. */
export const bytes = (...parts: (number | string | Uint8Array)[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'number'
        ? Buffer.from([part])
        : typeof part === 'string'
          ? Buffer.from(part, 'latin1')
          : part,
    ),
  );
