import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { controlPageHtml } from './control-page.js';
import type { PrintedPage, PrinterDevice } from './printer.js';
import { describeStatus, PRINTER_MODES, realTimeStatus } from './status.js';
import type { PrinterPort } from './tcp.js';

const modeBody = z
  .object({
    mode: z.enum(PRINTER_MODES).optional(),
    pageDelayMs: z.number().int().min(0).max(600_000).optional(),
  })
  .strict();

/** A printed page as the control API lists it (the picture is at `pngUrl`). */
function pageSummary(page: PrintedPage) {
  const { png: _png, ...rest } = page;
  return { ...rest, text: page.lines.join('\n'), pngUrl: `/__sim/pages/${page.id}.png` };
}

function state(printer: PrinterDevice, port: PrinterPort) {
  const status = Object.fromEntries(
    [1, 2, 3, 4].map((n) => {
      const byte = realTimeStatus(printer.mode, n) ?? 0;
      return [n, { byte, problems: describeStatus(n, byte) }];
    }),
  );
  return {
    name: printer.name,
    tcpPort: port.port,
    accepting: port.accepting,
    openConnections: port.openConnections,
    widthDots: printer.widthDots,
    mode: printer.mode,
    pageDelayMs: printer.pageDelayMs,
    status,
    counters: printer.counters,
    printed: printer.printed.length,
    lost: printer.lost,
  };
}

/** The test environment: GET /, /__sim/state, /__sim/mode, /__sim/pages(/:id(.png)), /__sim/reset. */
export function registerControlApi(app: FastifyInstance, printer: PrinterDevice, port: PrinterPort): void {
  app.get('/', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(controlPageHtml(printer.name)),
  );

  app.get('/__sim/state', async () => state(printer, port));

  app.post('/__sim/mode', async (request, reply) => {
    const parsed = modeBody.safeParse(request.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return reply.code(400).send({
        error: 'bad_request',
        field: issue?.path.join('.') || undefined,
        message: issue?.message ?? 'Invalid body',
        modes: PRINTER_MODES,
      });
    }
    printer.configure(parsed.data);
    return state(printer, port);
  });

  app.get('/__sim/pages', async () => ({ pages: [...printer.printed].reverse().map(pageSummary) }));

  app.get<{ Params: { file: string } }>('/__sim/pages/:file', async (request, reply) => {
    const match = /^(\d+)(\.png)?$/.exec(request.params.file);
    const page = match ? printer.page(Number(match[1])) : undefined;
    if (!page)
      return reply
        .code(404)
        .send({ error: 'not_found', message: 'No such page (only the last ones are kept)' });
    if (match?.[2]) return reply.type('image/png').header('cache-control', 'no-store').send(page.png);
    return pageSummary(page);
  });

  app.post('/__sim/reset', async () => {
    printer.reset();
    return state(printer, port);
  });
}
