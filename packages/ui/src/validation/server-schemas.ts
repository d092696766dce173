/**
 * The schemas the apps check the server's answers with at start-up (the session, realtime
 * messages, the menu, the settings the welcome screen reads, card availability). Only ever
 * imported through loadServerSchemas: in a built app they and zod are a chunk of their own,
 * fetched while the first requests are under way, so the start-up code carries no zod.
 */
import {
  cardAvailabilitySchema,
  kickUserPayloadSchema,
  menuDataSchema,
  serverMessageSchema,
  settingValueSchemas,
  tokenResponseSchema,
  welcomePageSettingsSchema,
} from '@kiosk/contracts';

export const serverSchemas = {
  cardAvailabilitySchema,
  kickUserPayloadSchema,
  menuDataSchema,
  serverMessageSchema,
  settingValueSchemas,
  tokenResponseSchema,
  welcomePageSettingsSchema,
};
