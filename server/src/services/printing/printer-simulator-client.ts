import type { SimulatorPage } from '@kiosk/contracts';
import { AppError, errors } from '../../errors.js';

const TIMEOUT_MS = 3000;
const PNG_BASE = '/functions/v1/printers/simulator/pages';

interface SimulatorPageBody {
  id: number;
  printedAt: string;
  text: string;
}

/**
 * The demo printer simulator's control API (PRINTER_SIMULATOR_URL, set by the start command):
 * its last pages and their PNGs, for the Yazıcılar page. Not configured: 404 simulator_not_configured.
 */
export class PrinterSimulatorClient {
  constructor(private readonly baseUrl: string | undefined) {}

  async pages(limit = 10): Promise<SimulatorPage[]> {
    const body = (await (await this.get('/__sim/pages')).json()) as { pages: SimulatorPageBody[] };
    return body.pages.slice(0, limit).map((p) => ({
      id: p.id,
      printed_at: p.printedAt,
      text: p.text,
      png_url: `${PNG_BASE}/${p.id}.png`,
    }));
  }

  async png(id: number): Promise<Buffer> {
    return Buffer.from(await (await this.get(`/__sim/pages/${id}.png`)).arrayBuffer());
  }

  private async get(path: string): Promise<Response> {
    if (!this.baseUrl)
      throw new AppError('simulator_not_configured', 404, 'No printer simulator is configured');
    let response: Response;
    try {
      response = await fetch(new URL(path, this.baseUrl), { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw new AppError('simulator_unreachable', 502, 'The printer simulator does not answer');
    }
    if (response.status === 404) throw errors.notFound('Page');
    if (!response.ok)
      throw new AppError('simulator_unreachable', 502, 'The printer simulator does not answer');
    return response;
  }
}
