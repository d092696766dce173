import { describe, expect, it } from 'vitest';
import { actionKey, actionTone } from './audit-action';

describe('audit actions', () => {
  it('names each known action and falls back for the others', () => {
    expect(actionKey('product.created')).toBe('catalogue.dashboard.activity.actions.product_created');
    expect(actionKey('category.subcategory_move')).toBe(
      'catalogue.dashboard.activity.actions.category_subcategory_move',
    );
    expect(actionKey('kiosk.kicked')).toBe('catalogue.dashboard.activity.actions.other');
    expect(actionKey('kiosk.created')).toBe('fleet.activity.kiosk_created');
    expect(actionKey('pos_device.primary_set')).toBe('fleet.activity.pos_device_primary_set');
    expect(actionKey('store.deleted')).toBe('fleet.activity.store_deleted');
    expect(actionKey('till_session.handed_over')).toBe('tillSessions.activity.till_session_handed_over');
    expect(actionKey('till_session.cash_out')).toBe('tillSessions.activity.till_session_cash_out');
  });

  it('colours additions, removals and changes', () => {
    expect(actionTone('product.created')).toBe('create');
    expect(actionTone('product.deactivated')).toBe('delete');
    expect(actionTone('category.deleted')).toBe('delete');
    expect(actionTone('product.updated')).toBe('update');
    expect(actionTone('x.y')).toBe('other');
    expect(actionTone('kiosk.hard_deleted')).toBe('delete');
    expect(actionTone('pos_device.linked')).toBe('create');
    expect(actionTone('kiosk.password_reset')).toBe('update');
    expect(actionTone('till_session.opened')).toBe('create');
    expect(actionTone('till_session.closed')).toBe('update');
  });
});
