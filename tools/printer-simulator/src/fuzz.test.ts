import net from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codePageTable } from './codepages.js';
import { PageInterpreter } from './interpreter.js';
import { EscPosParser } from './parser.js';
import { renderPagePng } from './render.js';
import { startPrinterSimulator } from './simulator.js';

/** Random bytes, biased towards command prefixes so that commands with random parameters are common. */
const noisyBytes = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 255 }),
      fc.constantFrom(0x1b, 0x1d, 0x1c, 0x10, 0x0a),
      fc
        .constantFrom(0x1b, 0x1d)
        .chain((prefix) => fc.tuple(fc.constant(prefix), fc.integer({ min: 0x20, max: 0x7f }))),
    ),
    { maxLength: 600 },
  )
  .map((items) => new Uint8Array(items.flat()));

describe('garbage never crashes the printer', { timeout: 60_000 }, () => {
  it('parses, interprets and renders random bytes in random chunks', () => {
    fc.assert(
      fc.property(
        noisyBytes,
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 10 }),
        (data, cuts) => {
          const parser = new EscPosParser();
          const interpreter = new PageInterpreter(576, codePageTable());
          let at = 0;
          let chunk = 0;
          while (at < data.length) {
            const size = cuts[chunk++ % cuts.length] ?? 1;
            for (const command of parser.push(data.subarray(at, at + size))) {
              const page = interpreter.apply(command);
              if (page) expect(renderPagePng(page).length).toBeGreaterThan(0);
            }
            at += size;
          }
          const rest = interpreter.finish();
          if (rest) renderPagePng(rest);
          expect(parser.pendingBytes).toBeLessThanOrEqual(data.length);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps answering status on a connection that received garbage', async () => {
    const sim = await startPrinterSimulator({ port: 0, controlPort: 0, host: '127.0.0.1' });
    try {
      const garbage = fc.sample(noisyBytes, { numRuns: 20, seed: 35 });
      const socket = net.connect(sim.port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      for (const data of garbage) socket.write(data);
      socket.end();
      await new Promise((resolve) => socket.once('close', resolve));
      await sim.printer.idle();
      // The printer is still there: a new connection gets its status at once.
      const probe = net.connect(sim.port, '127.0.0.1');
      const answer = new Promise<Buffer>((resolve) => probe.once('data', resolve));
      probe.write(Buffer.from([0x10, 0x04, 0x01]));
      expect([...(await answer)]).toEqual([0x12]);
      probe.destroy();
    } finally {
      await sim.stop();
    }
  });
});
