import { startSimulator } from '@kiosk/terminal-simulator';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeBrowser, launchBrowser, openPage, screenshot, settle } from './browser.js';
import { DEMO, signInByApi, storedSession, type TokenBody } from './fixtures.js';
import { addProduct, openKiosk, startOrder } from './kiosk-helpers.js';
import { pointTerminalsAt } from './payment-rig.js';
import { type E2eServer, startTestServer } from './server.js';

// Kiosk messaging (issue 17): the admin's messenger sends each message type to the signed-in demo
// kiosk and sees it delivered with the kiosk's answer; the kiosk shows the notification and reloads
// its menu; a kiosk that was away gets its message when it comes back; a short ttl expires.
let server: E2eServer;
let browser: Browser;
let admin: TokenBody;
let simulator: Awaited<ReturnType<typeof startSimulator>>;

beforeAll(async () => {
  simulator = await startSimulator({ port: 0, host: '127.0.0.1', log: () => {} });
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  // the demo terminal points at this test's simulator (no API edits a terminal's address yet)
  await pointTerminalsAt(server.databaseUrl, simulator.port);
  admin = await signInByApi(server.urls.admin, DEMO.admin);
}, 120_000);

afterAll(async () => {
  await closeBrowser(browser);
  await server?.stop();
  await simulator?.stop();
});

const WAIT = { timeout: 30_000 };

async function toast(page: Page, text: string | RegExp) {
  await page.locator('[data-sonner-toast]').getByText(text).first().waitFor(WAIT);
}

/** A message's history row, optionally only once it shows `status`. */
const row = (page: Page, id: string, status?: string) =>
  page.locator(
    `[data-testid="messenger-message"][data-message-id="${id}"]${status ? `[data-status="${status}"]` : ''}`,
  );

/** Chooses the type, fills the text (if any), sends; answers the new message's id. */
async function send(page: Page, type: string, text?: string, ttl?: number): Promise<string> {
  await page.getByLabel('Message type').selectOption(type);
  if (text !== undefined) await page.locator('#messenger-text').fill(text);
  if (ttl !== undefined) await page.getByLabel('Time to live (seconds)').fill(String(ttl));
  const before = await page.locator('[data-testid="messenger-message"]').count();
  await page.getByRole('button', { name: 'Send' }).click();
  await toast(page, /^Message sent! \([0-9a-f]{8}\)$/);
  await expect
    .poll(() => page.locator('[data-testid="messenger-message"]').count(), WAIT)
    .toBeGreaterThan(before);
  const id = await page.locator('[data-testid="messenger-message"]').first().getAttribute('data-message-id');
  if (!id) throw new Error('no message id in the history');
  return id;
}

describe('kiosk messaging', () => {
  it('sends each message type to a signed-in kiosk and shows it delivered with its result', async () => {
    const kiosk = await openKiosk(browser, server.urls.kiosk);
    await kiosk.page
      .locator('[data-testid="kiosk-messaging"][data-state="joined"]')
      .waitFor({ state: 'attached', ...WAIT });
    let menuLoads = 0;
    kiosk.page.on('request', (request) => {
      if (request.url().includes('/functions/v1/get-menu-data-public')) menuLoads += 1;
    });

    const { context, page, errors } = await openPage(browser, {
      localStorage: { ...storedSession('admin', admin), language: 'en' },
    });
    await page.goto(`${server.urls.admin}/kiosk-messenger`);
    await page.getByRole('heading', { name: 'Kiosk Messenger', level: 1 }).waitFor(WAIT);
    await page.locator('[data-testid="kiosk-messenger"][data-acks="joined"]').waitFor(WAIT);
    // nothing chosen: the send button stays disabled and says why
    await page.getByText('Please select a kiosk').first().waitFor();
    expect(await page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    // a time to live out of range says the allowed range, not only a red field (issue 29 item 17)
    await page.getByLabel('Time to live (seconds)').fill('0');
    await page.getByText('Time to live must be a whole number from 1 to 86,400 seconds (24 hours)').waitFor();
    await settle(page);
    await screenshot(page, 'admin-messenger-ttl-error-en');
    await page.getByLabel('Time to live (seconds)').fill('300');
    const card = page.locator(
      `[data-testid="messenger-kiosk"][data-kiosk-id="${kiosk.device.user.kiosk?.id ?? kiosk.device.user.id}"]`,
    );
    await card.locator('[data-testid="presence"][data-status="online"]').waitFor(WAIT);
    await card.click();
    await page.getByText('No messages sent to this kiosk yet').waitFor(WAIT);

    // NOTIFICATION: a banner on the kiosk, acknowledged at once
    expect(await page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    const notice = await send(page, 'NOTIFICATION', 'The kitchen closes in 10 minutes');
    await kiosk.page.getByTestId('notice').getByText('The kitchen closes in 10 minutes').waitFor(WAIT);
    await toast(page, 'Message received by kiosk!');
    await row(page, notice, 'delivered').waitFor(WAIT);
    await screenshot(kiosk.page, 'kiosk-messaging-notification');
    await settle(page);
    await screenshot(page, 'admin-messenger-delivered-en');

    // COMMAND reload_menu (sent as a command string): the kiosk loads its menu again
    const loadsBefore = menuLoads;
    const reload = await send(page, 'COMMAND', 'reload_menu');
    await row(page, reload, 'delivered').waitFor(WAIT);
    expect(await row(page, reload).getByTestId('message-preview').textContent()).toBe(
      '{"command":"reload_menu"}',
    );
    await expect.poll(() => menuLoads, WAIT).toBeGreaterThan(loadsBefore);

    // an unknown command is answered as unsupported
    const unknown = await send(page, 'COMMAND', '{"command":"dance"}');
    await row(page, unknown, 'failed').waitFor(WAIT);
    expect(await row(page, unknown).getByTestId('message-result').textContent()).toContain('unsupported');

    // POS_COMMAND: the device-info test at the kiosk's terminal (the simulator), its answer in the ack
    const pos = await send(page, 'POS_COMMAND', '');
    await row(page, pos, 'delivered').waitFor(WAIT);
    expect(await row(page, pos).getByTestId('message-result').textContent()).toContain('SerialNumber');

    // a customer is ordering: a notification does not interrupt the order
    await startOrder(kiosk.page);
    const first = await kiosk.page.getByTestId('product-card').first().getAttribute('data-product-id');
    await addProduct(kiosk.page, first ?? '');
    const midOrder = await send(page, 'NOTIFICATION', 'Card payments only for 5 minutes');
    await kiosk.page.getByTestId('notice').getByText('Card payments only for 5 minutes').waitFor(WAIT);
    await row(page, midOrder, 'delivered').waitFor(WAIT);
    expect(new URL(kiosk.page.url()).pathname).toBe('/menu');
    expect(await kiosk.page.getByTestId('product-card').first().isVisible()).toBe(true);
    await screenshot(kiosk.page, 'kiosk-messaging-notification-mid-order');

    // STATUS_REQUEST: version, screen, cart without personal data, language, terminal, uptime
    const status = await send(page, 'STATUS_REQUEST');
    await row(page, status, 'delivered').waitFor(WAIT);
    const answer = (await row(page, status).getByTestId('message-result').textContent()) ?? '';
    for (const field of ['app_version', 'screen', 'cart', 'language', 'reachable', 'uptime_seconds'])
      expect(answer).toContain(field);
    expect(answer).toContain('"items": 1');

    // a disturbing command waits until the customer's session ends, and the ack says so
    const welcome = await send(page, 'COMMAND', 'show_welcome');
    await row(page, welcome, 'delivered').waitFor(WAIT);
    expect(await row(page, welcome).getByTestId('message-result').textContent()).toContain('deferred');
    expect(new URL(kiosk.page.url()).pathname).toBe('/menu');
    await settle(page);
    await screenshot(page, 'admin-messenger-types-en');
    expect(errors).toEqual([]);
    expect(kiosk.errors).toEqual([]);

    // the kiosk goes away: a message waits for it; one with a short ttl expires unseen
    await kiosk.context.setOffline(true);
    await kiosk.page.close();
    const waiting = await send(page, 'NOTIFICATION', 'Welcome back', 300);
    const shortLived = await send(page, 'NOTIFICATION', 'Too late', 2);
    await row(page, shortLived, 'expired').waitFor(WAIT);
    expect(await row(page, waiting).getAttribute('data-status')).toBe('pending');
    await settle(page);
    await screenshot(page, 'admin-messenger-offline-en');

    await kiosk.context.setOffline(false);
    const back = await kiosk.context.newPage();
    await back.goto(server.urls.kiosk);
    await back.getByTestId('notice').getByText('Welcome back').waitFor(WAIT);
    await row(page, waiting, 'delivered').waitFor(WAIT);
    expect(await back.getByTestId('notice').getByText('Too late').count()).toBe(0);
    expect(await row(page, shortLived).getAttribute('data-status')).toBe('expired');
    await vi.waitFor(async () => expect(await page.locator('[data-status="pending"]').count()).toBe(0), WAIT);
    await context.close();
    await kiosk.context.close();

    // the same screen in Turkish (the default language)
    const turkish = await openPage(browser, {
      localStorage: { ...storedSession('admin', admin), language: 'tr' },
    });
    await turkish.page.goto(`${server.urls.admin}/kiosk-messenger`);
    await turkish.page.getByRole('heading', { name: 'Kiosk Mesajları', level: 1 }).waitFor(WAIT);
    await turkish.page.locator('[data-testid="messenger-kiosk"]').first().click();
    await turkish.page.getByText('İletildi').first().waitFor(WAIT);
    await turkish.page.getByText('Süresi doldu').first().waitFor(WAIT);
    await settle(turkish.page);
    await screenshot(turkish.page, 'admin-messenger-tr');
    expect(turkish.errors).toEqual([]);
    await turkish.context.close();
  }, 150_000);
});
