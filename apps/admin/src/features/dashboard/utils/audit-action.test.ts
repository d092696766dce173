import { describe, expect, it } from 'vitest';
import { actionKey, actionTone } from './audit-action';

describe('audit actions', () => {
  it('names each known action and falls back for the others', () => {
    expect(actionKey('product.created')).toBe('catalogue.dashboard.activity.actions.product_created');
    expect(actionKey('category.subcategory_move')).toBe(
      'catalogue.dashboard.activity.actions.category_subcategory_move',
    );
    expect(actionKey('kiosk.kicked')).toBe('catalogue.dashboard.activity.actions.other');
  });

  it('colours additions, removals and changes', () => {
    expect(actionTone('product.created')).toBe('create');
    expect(actionTone('product.deactivated')).toBe('delete');
    expect(actionTone('category.deleted')).toBe('delete');
    expect(actionTone('product.updated')).toBe('update');
    expect(actionTone('x.y')).toBe('other');
  });
});
