import {
  PUBLIC_SETTING_KEYS,
  type SettingKey,
  settingValueSchemas,
  WELCOME_PAGE_DEFAULTS,
  type WelcomePageSettings,
  type WelcomePageSettingsWrite,
} from '@kiosk/contracts';
import { DB_CHANGES_CHANNEL, type Principal } from '@kiosk/domain';
import { errors } from '../errors.js';
import { parseOrThrow } from '../parse.js';
import { publishEvent } from '../realtime/realtime-bus.js';
import type { Repositories } from '../repositories/index.js';
import type { SettingsRepository } from '../repositories/settings.repository.js';

type WelcomeRow = NonNullable<Awaited<ReturnType<SettingsRepository['welcomePage']>>>;

function presentWelcome(row: WelcomeRow): WelcomePageSettings {
  return {
    slider_enabled: row.slider_enabled,
    slider_speed: row.slider_speed,
    slider_infinite: row.slider_infinite,
    background_video_url: row.background_video_url,
    background_video_enabled: row.background_video_enabled,
    show_language_selector: row.show_language_selector,
    show_kiosk_id: row.show_kiosk_id,
    custom_welcome_text: row.custom_welcome_text,
    custom_subtitle_text: row.custom_subtitle_text,
    selected_products: row.selected_products,
    updated_at: row.updated_at.toISOString(),
  };
}

const actorEmail = (principal: Principal) => (principal.kind === 'user' ? principal.email : null);
const actorId = (principal: Principal) => (principal.kind === 'user' ? principal.userId : null);

export class SettingsService {
  constructor(private readonly repos: Repositories) {}

  /** Settings every app may read (the kiosk needs the customer-info threshold, language, currency). */
  async publicSettings(key?: string) {
    const keys = key ? PUBLIC_SETTING_KEYS.filter((k) => k === key) : PUBLIC_SETTING_KEYS;
    const rows = await this.repos.settings.find(keys);
    return rows.map((r) => ({ key: r.key, value: r.value, updated_at: r.updated_at.toISOString() }));
  }

  /** Validates a setting's value by its key, stores it, and tells every app (after commit). */
  async save(principal: Principal, key: string, value: unknown) {
    const schema = settingValueSchemas[key as SettingKey];
    if (!schema) throw errors.notFound(`Setting ${key}`);
    const parsed = parseOrThrow(schema, value, 'value');
    return this.repos.transaction(async (repos) => {
      const row = await repos.settings.upsert(key, parsed);
      await repos.audit.record({
        actorUserId: actorId(principal),
        actorEmail: actorEmail(principal),
        action: 'settings.saved',
        entityType: 'setting',
        entityId: key,
        summary: key,
      });
      await publishEvent(repos.db, {
        channel: DB_CHANGES_CHANNEL,
        event: 'UPDATE',
        table: 'settings',
        payload: { id: key },
      });
      return { key: row.key, value: row.value, updated_at: row.updated_at.toISOString() };
    });
  }

  async welcomePage(): Promise<WelcomePageSettings> {
    const row = await this.repos.settings.welcomePage();
    return row ? presentWelcome(row) : WELCOME_PAGE_DEFAULTS;
  }

  /** Upserts the whole welcome-page record; kiosks showing the welcome screen hear of it at once. */
  async saveWelcomePage(principal: Principal, input: WelcomePageSettingsWrite): Promise<WelcomePageSettings> {
    const repo = this.repos.settings;
    const allowed = await repo.sliderCandidates(input.selected_products);
    const refused = input.selected_products.filter((id) => !allowed.has(id));
    if (refused.length > 0) {
      throw errors.validation([
        {
          field: 'selected_products',
          message: 'Only active products with an image can be shown in the slider',
        },
      ]);
    }
    return this.repos.transaction(async (repos) => {
      const row = await repos.settings.upsertWelcomePage(input);
      await repos.audit.record({
        actorUserId: actorId(principal),
        actorEmail: actorEmail(principal),
        action: 'welcome_page.saved',
        entityType: 'setting',
        entityId: 'welcome_page_settings',
        summary: 'welcome_page_settings',
      });
      await publishEvent(repos.db, {
        channel: DB_CHANGES_CHANNEL,
        event: 'UPDATE',
        table: 'welcome_page_settings',
        payload: { id: 'welcome_page_settings' },
      });
      return presentWelcome(row);
    });
  }
}
