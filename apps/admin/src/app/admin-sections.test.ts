import { ADMIN_ROUTE_SEGMENTS } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS, findSection } from './admin-sections';

describe('admin sections', () => {
  it("lists the side menu in the spec's order", () => {
    expect(ADMIN_SECTIONS.map((section) => section.id)).toEqual([
      'dashboard',
      'orders',
      'reports',
      'tillSessions',
      'products',
      'categories',
      'configurator',
      'deals',
      'promotions',
      'pricingRules',
      'kitchenStations',
      'printers',
      'kioskManagement',
      'kioskMessenger',
      'businessStoreManagement',
      'posDeviceManagement',
      'welcomeSettings',
      'staff',
      'settings',
    ]);
  });

  it('finds the section of nested paths', () => {
    expect(findSection('/orders/42')?.id).toBe('orders');
    expect(findSection('/till-sessions/s1/report')?.id).toBe('tillSessions');
    expect(findSection('/kiosk-detail/k1')?.id).toBe('kioskManagement');
    expect(findSection('/kiosk-management/k1')?.id).toBe('kioskManagement');
    expect(findSection('/staff/0f8fad5b-d9cb-469f-a165-70867728950e')?.id).toBe('staff');
    expect(findSection('/nowhere')).toBeUndefined();
  });

  it('only uses path segments the server knows belong to the admin app', () => {
    const segments = ADMIN_SECTIONS.flatMap((section) => section.segments);
    for (const segment of segments) expect(ADMIN_ROUTE_SEGMENTS).toContain(segment);
  });
});
