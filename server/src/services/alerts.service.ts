import { type AlertsResponse, alertSettingsSchema } from '@kiosk/contracts';
import { type AlertSettings, alertSettingsOf, computeAlerts } from '@kiosk/domain';
import type { Repositories } from '../repositories/index.js';
import type { KioskConnections } from './fleet/kiosk-accounts.service.js';

export interface AlertsDeps {
  /** The outlet's IANA time zone (opening hours, business day). */
  timeZone: string;
  /** The kiosks with a signed-in realtime socket on any instance. */
  kioskConnections: KioskConnections;
}

/** Issue 34: what needs a person now (GET /rest/v1/alerts), computed on read from current facts. */
export class AlertsService {
  constructor(
    private readonly repos: Repositories,
    private readonly deps: AlertsDeps,
  ) {}

  /** The `alert_settings` row over the defaults (a row that no longer parses keeps the defaults). */
  async settings(): Promise<AlertSettings> {
    const [row] = await this.repos.settings.find(['alert_settings']);
    const parsed = alertSettingsSchema.safeParse(row?.value);
    return alertSettingsOf(parsed.success ? parsed.data : null);
  }

  async list(now = new Date()): Promise<AlertsResponse> {
    const settings = await this.settings();
    const [facts, connections] = await Promise.all([
      this.repos.alerts.facts(settings.open_order_age_minutes, settings.payment_unsettled_minutes),
      this.deps.kioskConnections(),
    ]);
    const kiosks = facts.kiosks.map((k) => ({ ...k, connected: connections.has(k.id) }));
    const alerts = computeAlerts({ ...facts, kiosks }, settings, now, this.deps.timeZone);
    return {
      generated_at: now.toISOString(),
      alerts: alerts.map((a) => ({
        key: a.key,
        kind: a.kind,
        severity: a.severity,
        since: a.since.toISOString(),
        subject_id: a.subjectId,
        subject_name: a.subjectName,
        detail: a.detail,
        link: a.link,
      })),
    };
  }
}
