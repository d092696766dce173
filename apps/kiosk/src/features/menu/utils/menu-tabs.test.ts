import { ALL_CATEGORY_ID } from '@kiosk/ui';
import { testMenu } from '@kiosk/ui/testing';
import { describe, expect, it } from 'vitest';
import { fallbackCategory, menuTabs } from './menu-tabs';

describe('menu tabs', () => {
  it('puts "all" first, then the top categories that have products, in their order', () => {
    const tabs = menuTabs(testMenu(), 'Hepsi');
    expect(tabs.map((tab) => [tab.id, tab.name])).toEqual([
      [ALL_CATEGORY_ID, 'Tümü'],
      ['food', 'Yemekler'],
      ['drinks', 'İçecekler'],
    ]);
    expect(tabs[0]?.icon).toBe('Package');
  });

  it('names "all" itself when the menu has no such category, and has no tabs without a menu', () => {
    const menu = testMenu();
    const tabs = menuTabs(
      { ...menu, categories: menu.categories.filter((c) => c.id !== ALL_CATEGORY_ID) },
      'Hepsi',
    );
    expect(tabs[0]).toEqual({ id: ALL_CATEGORY_ID, name: 'Hepsi', icon: 'UtensilsCrossed' });
    expect(menuTabs(null, 'Hepsi')).toEqual([]);
  });

  it('falls back to "all" when the chosen category is gone', () => {
    const tabs = menuTabs(testMenu(), 'Hepsi');
    expect(fallbackCategory(tabs, 'drinks')).toBeNull();
    expect(fallbackCategory(tabs, 'empty')).toBe(ALL_CATEGORY_ID);
    expect(fallbackCategory([], 'drinks')).toBeNull();
  });
});
