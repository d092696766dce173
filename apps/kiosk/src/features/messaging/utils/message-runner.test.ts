import type { KioskMessage, KioskMessageAckResponse } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import { type MessageEffects, MessageRunner } from './message-runner';

let n = 0;
function message(type: KioskMessage['message_type'], payload: Record<string, unknown>): KioskMessage {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    target_kiosk_id: '00000000-0000-4000-8000-000000000000',
    message_type: type,
    payload,
    priority: 'high',
    requires_ack: true,
    ttl_seconds: 300,
    created_at: new Date(Date.UTC(2026, 0, 1, 10, 0, n)).toISOString(),
  };
}

function setup(options: { active?: boolean; failAcks?: number } = {}) {
  const done: string[] = [];
  const acks: Array<{ id: string; response: KioskMessageAckResponse }> = [];
  let active = options.active ?? false;
  let failAcks = options.failAcks ?? 0;
  const effects: MessageEffects = {
    sessionActive: () => active,
    notify: (text) => done.push(`notify:${text}`),
    reloadMenu: async () => void done.push('reload_menu'),
    reloadApp: () => void done.push('reload_app'),
    signOut: async () => void done.push('sign_out'),
    setLanguage: async (l) => void done.push(`language:${l}`),
    showWelcome: () => void done.push('show_welcome'),
    testTerminal: async () => ({ SerialNumber: 'PAV-SIM-0001' }),
    status: async () => ({ app_version: '1.0.0', screen: '/menu', cart: { items: 2, total_minor: 5000 } }),
    ack: async (id, response) => {
      if (failAcks > 0) {
        failAcks -= 1;
        throw new Error('offline');
      }
      acks.push({ id, response });
    },
  };
  const runner = new MessageRunner(effects);
  const end = () => {
    active = false;
    return runner.sessionEnded();
  };
  return { runner, done, acks, end };
}

describe('kiosk message runner', () => {
  it('acts on each type and acknowledges with the result, oldest first', async () => {
    const { runner, done, acks } = setup();
    const notice = message('NOTIFICATION', { message: 'Merhaba' });
    const reload = message('COMMAND', { command: 'reload_menu' });
    const pos = message('POS_COMMAND', { command: 'device_info' });
    const status = message('STATUS_REQUEST', {});
    await runner.receive([status, pos, reload, notice]);
    expect(done).toEqual(['notify:Merhaba', 'reload_menu']);
    expect(acks.map((a) => a.id)).toEqual([notice.id, reload.id, pos.id, status.id]);
    expect(acks[2]?.response).toMatchObject({ ok: true, terminal_answer: { SerialNumber: 'PAV-SIM-0001' } });
    expect(acks[3]?.response).toMatchObject({ ok: true, app_version: '1.0.0', cart: { items: 2 } });
  });

  it('acknowledges an unknown command as unsupported, never ignores it', async () => {
    const { runner, acks } = setup();
    await runner.receive([message('COMMAND', { command: 'format_disk' })]);
    expect(acks[0]?.response).toMatchObject({ ok: false, outcome: 'unsupported' });
  });

  it('a disturbing command waits until the customer session ends, and the ack says so', async () => {
    const { runner, done, acks, end } = setup({ active: true });
    await runner.receive([
      message('COMMAND', { command: 'reload_app' }),
      message('COMMAND', { command: 'set_language', language: 'en' }),
    ]);
    expect(done).toEqual(['language:en']);
    expect(acks[0]?.response).toMatchObject({ ok: true, outcome: 'deferred' });
    await end();
    expect(done).toEqual(['language:en', 'reload_app']);
  });

  it('acts once on a message heard twice; resends the ack that did not get through', async () => {
    const { runner, done, acks } = setup({ failAcks: 1 });
    const notice = message('NOTIFICATION', { message: 'Bir kez' });
    await runner.receive([notice]);
    expect(acks).toEqual([]);
    await runner.receive([notice]);
    await runner.receive([notice]);
    expect(done).toEqual(['notify:Bir kez']);
    expect(acks.map((a) => a.id)).toEqual([notice.id]);
  });
});
