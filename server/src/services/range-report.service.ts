import {
  RANGE_REPORT_ERRORS,
  type RangeReport,
  type RangeReportQuery,
  rangeReportProblem,
} from '@kiosk/contracts';
import { buildRangeReport, previousPeriod, rangeStaffIds } from '@kiosk/domain';
import { AppError } from '../errors.js';
import type { Repositories } from '../repositories/index.js';

const MESSAGES = {
  range_too_long: 'A range is at most 366 days',
  range_reversed: 'The start must not be after the end',
} as const;

/** Reports beyond one day (issue 34): a range beside the previous period of the same length. */
export class RangeReportService {
  constructor(private readonly repos: Repositories) {}

  /** 422 range_reversed (field from) or range_too_long (field to) before anything is read. */
  async report(query: RangeReportQuery): Promise<RangeReport> {
    const problem = rangeReportProblem(query.from, query.to);
    if (problem) {
      const field = RANGE_REPORT_ERRORS[problem];
      throw new AppError(problem, 422, MESSAGES[problem], [{ field, message: MESSAGES[problem] }]);
    }
    const previous = previousPeriod(query.from, query.to);
    const storeId = query.store_id ?? null;
    const channel = query.channel ?? null;
    const repo = this.repos.rangeReport;
    const [rows, stores] = await Promise.all([
      repo.rows({ from: previous.from, to: query.to, currentFrom: query.from, storeId, channel }),
      repo.storeNames(),
    ]);
    const productKeys = rows.filter((r) => r.kind === 'item').map((r) => r.key);
    const [staff, categories] = await Promise.all([
      repo.staffNames(rangeStaffIds(rows)),
      repo.categories([...new Set(productKeys)]),
    ]);
    return buildRangeReport({
      from: query.from,
      to: query.to,
      storeId,
      channel,
      rows,
      stores,
      staff,
      categories,
    });
  }
}
