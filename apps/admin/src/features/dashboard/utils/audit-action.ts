/** Audit actions with a sentence of their own in the catalogues (catalogue.dashboard.activity.actions.*). */
const KNOWN_ACTIONS = [
  'product.created',
  'product.updated',
  'product.activated',
  'product.deactivated',
  'product.in_stock',
  'product.sold_out',
  'product.deleted',
  'product.moved',
  'category.created',
  'category.updated',
  'category.deleted',
  'category.subcategory_delete',
  'category.subcategory_make_main',
  'category.subcategory_move',
  'product.suggestions_updated',
  'category.suggestions_updated',
  'configuration.saved',
  'configuration.deleted',
  'settings.saved',
  'welcome_page.saved',
] as const;

/** Fleet administration actions (kiosks, POS devices, businesses, stores), named in fleet.activity.*. */
const FLEET_ACTIONS = [
  'kiosk.created',
  'kiosk.updated',
  'kiosk.deleted',
  'kiosk.hard_deleted',
  'kiosk.restored',
  'kiosk.password_reset',
  'kiosk.payment_mode_changed',
  'kiosk.session_kicked',
  'pos_device.created',
  'pos_device.updated',
  'pos_device.activated',
  'pos_device.deactivated',
  'pos_device.deleted',
  'pos_device.hard_deleted',
  'pos_device.restored',
  'pos_device.linked',
  'pos_device.unlinked',
  'pos_device.primary_set',
  'pos_device.link_activated',
  'pos_device.link_deactivated',
  'fingerprint.updated',
  'business.created',
  'business.updated',
  'business.activated',
  'business.deactivated',
  'business.deleted',
  'store.created',
  'store.updated',
  'store.activated',
  'store.deactivated',
  'store.deleted',
] as const;

/** Till session actions (issue 32), named in tillSessions.activity.*. */
const TILL_SESSION_ACTIONS = [
  'till_session.opened',
  'till_session.cash_in',
  'till_session.cash_out',
  'till_session.handed_over',
  'till_session.closed',
] as const;

export type AuditTone = 'create' | 'update' | 'delete' | 'other';

/** The translation key of an action's sentence ('other' for actions this app does not know yet). */
export function actionKey(action: string): string {
  if ((TILL_SESSION_ACTIONS as readonly string[]).includes(action))
    return `tillSessions.activity.${action.replace('.', '_')}`;
  if ((FLEET_ACTIONS as readonly string[]).includes(action))
    return `fleet.activity.${action.replace('.', '_')}`;
  const known = (KNOWN_ACTIONS as readonly string[]).includes(action);
  return `catalogue.dashboard.activity.actions.${known ? action.replace('.', '_') : 'other'}`;
}

/** How an action is drawn: additions green, removals red, the rest neutral. */
export function actionTone(action: string): AuditTone {
  if (/\.(created|activated|in_stock|restored|linked|link_activated|opened)$/.test(action)) return 'create';
  if (
    /\.(deleted|hard_deleted|deactivated|sold_out|subcategory_delete|unlinked|link_deactivated|session_kicked)$/.test(
      action,
    )
  )
    return 'delete';
  if (
    /\.(updated|suggestions_updated|moved|saved|subcategory_make_main|subcategory_move|password_reset|payment_mode_changed|primary_set|cash_in|cash_out|handed_over|closed)$/.test(
      action,
    )
  )
    return 'update';
  return 'other';
}
