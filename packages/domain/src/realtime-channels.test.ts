import { describe, expect, it } from 'vitest';
import {
  canJoinChannel,
  isKioskMessagesChannel,
  KITCHEN_CHANNEL,
  kickChannelOf,
  kioskMessagesChannelOf,
  ORDERS_CHANNEL,
} from './realtime-channels.js';

describe('canJoinChannel', () => {
  it('lets anyone join the public menu channel', () => {
    expect(canJoinChannel('db-changes', undefined)).toBe(true);
  });
  it('refuses private channels to anonymous clients', () => {
    for (const channel of [
      'orders',
      'open-orders',
      'kiosk-users',
      'message-acks',
      'kiosk-messages:k1',
      'kick_user',
    ]) {
      expect(canJoinChannel(channel, undefined)).toBe(false);
    }
  });
  it('gives order channels to staff only', () => {
    expect(canJoinChannel('orders', { role: 'cashier' })).toBe(true);
    expect(canJoinChannel('open-orders', { role: 'admin' })).toBe(true);
    expect(canJoinChannel('orders', { role: 'user' })).toBe(false);
    expect(canJoinChannel('orders', { role: 'kiosk', kioskId: 'k1' })).toBe(false);
  });
  it('gives the kitchen channel to staff and the order-ready board also to kiosk devices', () => {
    expect(canJoinChannel('kitchen', { role: 'cashier' })).toBe(true);
    expect(canJoinChannel('kitchen', { role: 'kiosk', kioskId: 'k1' })).toBe(false);
    expect(canJoinChannel('board', { role: 'kiosk', kioskId: 'k1' })).toBe(true);
    expect(canJoinChannel('board', { role: 'admin' })).toBe(true);
    expect(canJoinChannel('board', { role: 'user' })).toBe(false);
    expect(canJoinChannel('board', undefined)).toBe(false);
  });
  it('gives a kiosk its own message channel only', () => {
    expect(canJoinChannel('kiosk-messages:k1', { role: 'kiosk', kioskId: 'k1' })).toBe(true);
    expect(canJoinChannel('kiosk-messages:k2', { role: 'kiosk', kioskId: 'k1' })).toBe(false);
    expect(canJoinChannel('kiosk-messages:k2', { role: 'super_admin' })).toBe(true);
    expect(canJoinChannel('kiosk-users', { role: 'cashier' })).toBe(false);
  });
  it('gives a kiosk its own kick channel only; other signed-in callers none', () => {
    expect(kickChannelOf('k1')).toBe('kick_user:k1');
    expect(canJoinChannel('kick_user:k1', { role: 'kiosk', kioskId: 'k1' })).toBe(true);
    expect(canJoinChannel('kick_user:k2', { role: 'kiosk', kioskId: 'k1' })).toBe(false);
    expect(canJoinChannel('kick_user', { role: 'kiosk', kioskId: 'k1' })).toBe(false);
    expect(canJoinChannel('kick_user:k1', { role: 'kiosk' })).toBe(false);
    for (const role of ['user', 'cashier'] as const) {
      expect(canJoinChannel('kick_user', { role })).toBe(false);
      expect(canJoinChannel('kick_user:k1', { role })).toBe(false);
    }
    expect(canJoinChannel('kick_user:k1', { role: 'admin' })).toBe(true);
  });
  it('gives the POS devices channel to admins only', () => {
    expect(canJoinChannel('pos-devices', { role: 'admin' })).toBe(true);
    expect(canJoinChannel('pos-devices', { role: 'super_admin' })).toBe(true);
    for (const role of ['user', 'cashier'] as const)
      expect(canJoinChannel('pos-devices', { role })).toBe(false);
    expect(canJoinChannel('pos-devices', { role: 'kiosk', kioskId: 'k1' })).toBe(false);
    expect(canJoinChannel('pos-devices', undefined)).toBe(false);
  });
  it('refuses unknown channels', () => {
    expect(canJoinChannel('secret', { role: 'super_admin' })).toBe(false);
  });
});

describe('channel names', () => {
  it("names one kiosk's messages channel, which only that kiosk (or an admin) joins", () => {
    const channel = kioskMessagesChannelOf('k1');
    expect(channel).toBe('kiosk-messages:k1');
    expect(isKioskMessagesChannel(channel)).toBe(true);
    expect(isKioskMessagesChannel(ORDERS_CHANNEL)).toBe(false);
    expect(canJoinChannel(channel, { role: 'kiosk', kioskId: 'k1' })).toBe(true);
    expect(canJoinChannel(channel, { role: 'kiosk', kioskId: 'k2' })).toBe(false);
  });
  it('keeps the names the SQL triggers and the apps use', () => {
    expect([ORDERS_CHANNEL, KITCHEN_CHANNEL]).toEqual(['orders', 'kitchen']);
    expect(canJoinChannel(KITCHEN_CHANNEL, { role: 'cashier' })).toBe(true);
  });
});
