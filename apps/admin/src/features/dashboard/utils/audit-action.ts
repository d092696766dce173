/** Audit actions with a sentence of their own in the catalogues (catalogue.dashboard.activity.actions.*). */
export const KNOWN_ACTIONS = [
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
  'configuration.saved',
  'configuration.deleted',
  'settings.saved',
  'welcome_page.saved',
] as const;

export type AuditTone = 'create' | 'update' | 'delete' | 'other';

/** The translation key of an action's sentence ('other' for actions this app does not know yet). */
export function actionKey(action: string): string {
  const known = (KNOWN_ACTIONS as readonly string[]).includes(action);
  return `catalogue.dashboard.activity.actions.${known ? action.replace('.', '_') : 'other'}`;
}

/** How an action is drawn: additions green, removals red, the rest neutral. */
export function actionTone(action: string): AuditTone {
  if (/\.(created|activated|in_stock)$/.test(action)) return 'create';
  if (/\.(deleted|deactivated|sold_out|subcategory_delete)$/.test(action)) return 'delete';
  if (/\.(updated|moved|saved|subcategory_make_main|subcategory_move)$/.test(action)) return 'update';
  return 'other';
}
