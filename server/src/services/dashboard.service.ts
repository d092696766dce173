import type { AuditEntry } from '@kiosk/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { AuditRepository } from '../repositories/audit.repository.js';
import { CategoryRepository } from '../repositories/category.repository.js';
import { ProductRepository } from '../repositories/product.repository.js';
import { SalesReportService } from './sales-report.service.js';

export class DashboardService {
  /** Sales dashboard and end-of-day reports. */
  readonly sales: SalesReportService;

  constructor(private readonly db: Kysely<DB>) {
    this.sales = new SalesReportService(db);
  }

  async stats() {
    const [products, categories] = await Promise.all([
      new ProductRepository(this.db).stats(),
      new CategoryRepository(this.db).countMain(),
    ]);
    return {
      total_products: products.total,
      categories,
      configurable_products: products.configurable,
      average_price_minor: products.average_price_minor,
    };
  }

  async recentActivity(limit: number): Promise<AuditEntry[]> {
    const rows = await new AuditRepository(this.db).recent(limit);
    return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
  }
}
