// `npm run bench [platform|menu|orders|orders-sql|orders-list|sales-reports|range-reports|till|kitchen|sold-out|printing|alerts|kiosk-messaging|kiosk-cheap|fanout|store-node|peak]`: benchmarks on an embedded Postgres; prints tables.
import { alertsBench } from './alerts.bench.js';
import { fanoutBench } from './fanout.bench.js';
import { kioskCheapBench } from './kiosk-cheap.bench.js';
import { kioskMessagingBench } from './kiosk-messaging.bench.js';
import { kitchenBench } from './kitchen.bench.js';
import { menuBench } from './menu.bench.js';
import { ordersBench } from './orders.bench.js';
import { ordersListBench } from './orders-list.bench.js';
import { ordersSqlBench } from './orders-sql.bench.js';
import { peakBench } from './peak.bench.js';
import { platformBench } from './platform.bench.js';
import { printingBench } from './printing.bench.js';
import { rangeReportsBench } from './range-reports.bench.js';
import { salesReportsBench } from './sales-reports.bench.js';
import { soldOutBench } from './sold-out.bench.js';
import { storeNodeBench } from './store-node.bench.js';
import { printReport, startCluster } from './support.js';
import { tillBench } from './till.bench.js';

const benches = {
  platform: ['Platform (start-up, HTTP, sign-in timing, realtime across instances)', platformBench],
  menu: ['Kiosk menu, bundle and live updates (issue 6)', menuBench],
  orders: ['Kiosk orders and card payments (issue 7)', ordersBench],
  'orders-sql': ['The Postgres CPU of a created and a paid order, one backend (issue 37)', ordersSqlBench],
  'orders-list': ['Orders back office with 1,000,000 orders (issue 8)', ordersListBench],
  'sales-reports': ['Sales dashboard and Z report with 1,000,000 orders (issue 21)', salesReportsBench],
  'range-reports': [
    'Reports beyond one day: a one-year range with 1,000,000 orders (issue 34)',
    rangeReportsBench,
  ],
  till: ["The cashier's till with a 20,000-product menu, in Chromium (issue 14)", tillBench],
  kitchen: ['Kitchen display: 20 displays, a burst of 100 paid orders (issue 20)', kitchenBench],
  'sold-out': [
    '"86" count left on the order and payment path, with and without a count (issue 32)',
    soldOutBench,
  ],
  printing: ['A payment with a printer unreachable vs with no printer (issue 35)', printingBench],
  alerts: ['Alerts read (polled by every admin page) with 1,000,000 orders (issue 34)', alertsBench],
  'kiosk-cheap': [
    'The kiosk on cheap hardware: 4x CPU throttling, cold cache, in Chromium (issue 37)',
    kioskCheapBench,
  ],
  'kiosk-messaging': [
    'Kiosk messaging: 2,000 connected kiosks, one message each (issue 17)',
    kioskMessagingBench,
  ],
  fanout: [
    'Realtime fan-out to 10,000 kiosk sockets on one instance vs a bare ws broadcast (issue 37)',
    fanoutBench,
  ],
  peak: ["A 500-outlet chain's lunch peak on one 2-core server, then twice the rate (issue 37)", peakBench],
  'store-node': [
    'Store node: replication lag under the chain peak, catch-up after a one-hour outage (issue 36)',
    storeNodeBench,
  ],
} as const;

const wanted = process.argv.slice(2).filter((a) => a in benches) as Array<keyof typeof benches>;
const cluster = await startCluster();
try {
  for (const name of wanted.length > 0 ? wanted : (Object.keys(benches) as Array<keyof typeof benches>)) {
    const [title, bench] = benches[name];
    const started = performance.now();
    const report = await bench(cluster);
    report.push(['(bench time)', `${((performance.now() - started) / 1000).toFixed(1)} s`]);
    printReport(title, report);
  }
} finally {
  await cluster.stop();
}
process.exit(0);
