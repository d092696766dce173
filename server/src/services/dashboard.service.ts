import type { AuditEntry } from '@kiosk/contracts';
import type { Repositories } from '../repositories/index.js';
import type { SalesReportService } from './sales-report.service.js';

export class DashboardService {
  /** Sales dashboard and end-of-day reports. */
  constructor(
    private readonly repos: Repositories,
    readonly sales: SalesReportService,
  ) {}

  async stats() {
    const [products, categories, tillSessionsToClose] = await Promise.all([
      this.repos.product.stats(),
      this.repos.category.countMain(),
      this.repos.tillSession.staleCount(),
    ]);
    return {
      total_products: products.total,
      categories,
      configurable_products: products.configurable,
      average_price_minor: products.average_price_minor,
      till_sessions_to_close: tillSessionsToClose,
    };
  }

  async recentActivity(limit: number): Promise<AuditEntry[]> {
    const rows = await this.repos.audit.recent(limit);
    return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
  }
}
