import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type RunningPrinterSimulator, startPrinterSimulator } from '@kiosk/printer-simulator';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, closeBrowser, openPage, SCREENSHOT_DIR, settle } from './browser.js';
import { DEMO, signInByApi, storedSession, type TokenBody } from './fixtures.js';
import {
  addProduct,
  apiRequest,
  fetchMenu,
  openKiosk,
  productId,
  shot,
  startOrder,
  text,
} from './kiosk-helpers.js';
import { type PaymentRig, startPaymentRig } from './payment-rig.js';
import type { E2eServer } from './server.js';

// Printing (issue 35) against the real server, its print worker and a printer simulator started
// here: the admin configures the kitchen's printer and prints a test page, a paid kiosk order prints
// its kitchen ticket (the simulator's PNG is saved with the screenshots, with its Turkish letters),
// and a printer out of paper shows at once on the till's top bar until it is back.

interface SimPage {
  id: string;
  text: string;
  qrCodes: string[];
  pngUrl: string;
}

let server: E2eServer;
let browser: Browser;
let terminal: PaymentRig['simulator'];
let printer: RunningPrinterSimulator;
let admin: TokenBody;
let cashier: TokenBody;
let printerId: string;

beforeAll(async () => {
  printer = await startPrinterSimulator({
    name: 'Mutfak',
    host: '127.0.0.1',
    port: 0,
    controlPort: 0,
    log: () => {},
  });
  ({
    server,
    browser,
    simulator: terminal,
  } = await startPaymentRig(400, {
    PRINTER_SIMULATOR_URL: printer.controlUrl,
  }));
  [admin, cashier] = await Promise.all([
    signInByApi(server.urls.admin, DEMO.admin),
    signInByApi(server.urls.sale, DEMO.cashier),
  ]);
});

afterAll(async () => {
  await closeBrowser(browser);
  await server?.stop();
  await terminal?.stop();
  await printer?.stop();
});

async function simPages(): Promise<SimPage[]> {
  const response = await fetch(`${printer.controlUrl}/__sim/pages`);
  return ((await response.json()) as { pages: SimPage[] }).pages;
}

/** Waits for the printed page whose text has `needle` (the worker sends every 0.5 s). */
async function printedPage(needle: string, also = needle): Promise<SimPage> {
  let found: SimPage | undefined;
  await expect
    .poll(
      async () => {
        found = (await simPages()).find((p) => p.text.includes(needle) && p.text.includes(also));
        return found !== undefined;
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(true);
  return found as SimPage;
}

/** Saves the simulator's picture of a page beside the screenshots; returns its path. */
async function savePagePng(page: SimPage, name: string): Promise<string> {
  const response = await fetch(`${printer.controlUrl}${page.pngUrl}`);
  expect(response.headers.get('content-type')).toContain('image/png');
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await writeFile(file, Buffer.from(await response.arrayBuffer()));
  return file;
}

async function setMode(mode: 'normal' | 'paper_out') {
  const response = await fetch(`${printer.controlUrl}/__sim/mode`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode }),
  });
  expect(response.status).toBe(200);
}

async function openAdmin(language: 'tr' | 'en', viewport: { width: number; height: number }) {
  const opened = await openPage(browser, {
    viewport,
    localStorage: { ...storedSession('admin', admin), language },
  });
  await opened.page.goto(`${server.urls.admin}/printers`);
  await opened.page.getByTestId('printers-page').waitFor();
  return opened;
}

async function addPrinter(page: Page) {
  await page.getByTestId('printer-add').click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await animationsDone(dialog);
  // a new printer: port 9100, 80 mm / 48 columns, PC857 with Epson's ESC t 13
  expect(await page.locator('#printer-port').inputValue()).toBe('9100');
  expect(await page.locator('#printer-code-number').inputValue()).toBe('13');
  await page.locator('#printer-name').fill('Mutfak');
  await page.locator('#printer-host').fill('bad host');
  await page.locator('#printer-port').fill(String(printer.port));
  await page.getByTestId('printer-save').click();
  await dialog.getByText('Geçerli bir IP adresi veya ana bilgisayar adı girin').waitFor();
  await shot(page, 'printers-form-1440-tr');
  await page.locator('#printer-host').fill('127.0.0.1');
  await dialog.getByRole('checkbox', { name: 'Mutfak' }).check();
  // customer slips for the demo kiosk: its group lists the kiosks (kiosk_users), the tills' group the terminals
  await dialog
    .getByRole('group', { name: 'Müşteri fişlerini yazdırdığı kiosklar' })
    .getByRole('checkbox')
    .first()
    .check();
  expect(
    await dialog
      .getByRole('group', { name: 'Müşteri fişlerini yazdırdığı kasalar' })
      .getByRole('checkbox')
      .count(),
  ).toBeGreaterThan(0);
  await shot(page, 'printers-form-slips-1440-tr');
  await page.getByTestId('printer-save').click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('printers', () => {
  it("configures the kitchen printer, prints a test page and a paid kiosk order's ticket in Turkish", async () => {
    const { context, page, errors } = await openAdmin('tr', { width: 1440, height: 900 });
    await page.getByText('Henüz yazıcı yok. Mutfak fişleri için bir yazıcı ekleyin.').waitFor();
    await addPrinter(page);
    const card = page.getByTestId('printer-card');
    await card.waitFor();
    expect(await card.textContent()).toContain(`127.0.0.1:${printer.port}`);

    await card.getByTestId('printer-test').click();
    const testPage = await printedPage('TEST SAYFASI');
    expect(testPage.text).toContain('ÇçĞğIıİiÖöŞşÜü');
    expect(testPage.text).toContain('Pijamalı hasta yağız şoföre çabucak güvendi.');
    await savePagePng(testPage, 'printers-test-page');
    // the worker learnt the printer is online; the page shows it within its 5 s refresh
    await page.locator('[data-testid="printer-card"][data-status="online"]').waitFor({ timeout: 15_000 });
    expect(await text(page, 'printer-status')).toBe('Çevrimiçi');
    await shot(page, 'printers-admin-1440-tr');
    // the card's customer-slip line names the kiosk chosen in the form (username and device name)
    expect(await text(page, 'printer-slips')).toMatch(/^Müşteri fişleri: kiosk-kadikoy-01( \(.+\))?$/);
    await card.screenshot({ path: path.join(SCREENSHOT_DIR, 'printers-card-slips-1440-tr.png') });

    const list = await apiRequest<{ data: Array<{ id: string }> }>(
      server.urls.admin,
      admin.access_token,
      'GET',
      '/functions/v1/printers',
    );
    printerId = list.body.data[0]?.id ?? '';
    // the ticked kiosk was saved and reads back ticked in the form
    const kiosks = await apiRequest<{ data: Array<{ id: string }> }>(
      server.urls.admin,
      admin.access_token,
      'GET',
      '/rest/v1/kiosk_users',
    );
    expect((list.body.data[0] as { slip_source_ids?: string[] }).slip_source_ids).toEqual([
      kiosks.body.data[0]?.id,
    ]);
    await card.getByTestId('printer-edit').click();
    const edit = page.getByRole('dialog');
    await animationsDone(edit);
    const kioskGroup = edit.getByRole('group', { name: 'Müşteri fişlerini yazdırdığı kiosklar' });
    expect(await kioskGroup.getByRole('checkbox').first().isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'hidden' });
    // the demo simulator's last pages, as pictures through the server
    const panel = page.getByTestId('simulator-pages');
    await panel.getByRole('img').first().waitFor({ timeout: 15_000 });
    expect(await panel.getByRole('heading').textContent()).toBe('Simülatör çıktıları');
    await panel.scrollIntoViewIfNeeded();
    await shot(page, 'printers-simulator-pages-1440-tr');
    expect(errors).toEqual([]);
    await context.close();

    // a kiosk order paid by card: its kitchen ticket prints on the station's printer
    const menu = await fetchMenu(server.urls.kiosk);
    const kiosk = await openKiosk(browser, server.urls.kiosk, { bypassCSP: false });
    const approve = await fetch(`${terminal.url}/__sim/next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'approve', delayMs: 1000 }),
    });
    expect(approve.status).toBe(200);
    await startOrder(kiosk.page, 'takeaway');
    await addProduct(kiosk.page, productId(menu, 'Klasik Burger'));
    await addProduct(kiosk.page, productId(menu, 'Çay'));
    const bar = kiosk.page.getByTestId('cart-bar');
    if (await bar.isVisible()) await bar.getByRole('button').click();
    else await kiosk.page.getByTestId('checkout').click();
    await kiosk.page.getByTestId('pay-now').click();
    await kiosk.page.getByTestId('payment-success').waitFor({ timeout: 20_000 });
    const queue = await text(kiosk.page, 'queue-number');
    await kiosk.context.close();

    // the kiosk was ticked for customer slips: its slip prints on the same printer
    const slip = await printedPage('SIRA NUMARANIZ', 'Klasik Burger');
    expect(slip.text).toContain('FİŞ YERİNE GEÇMEZ');
    const ticket = await printedPage('Klasik Burger', 'MUTFAK');
    expect(ticket.text).toContain(`#${queue}`);
    expect(ticket.text).toContain('1 x Çay');
    expect(ticket.text).toContain('MUTFAK');
    expect(ticket.text).toContain('PAKET');
    expect(ticket.text).not.toContain('TEKRAR');
    expect(ticket.qrCodes.length).toBe(1);
    await savePagePng(ticket, 'printers-kitchen-ticket');
  });

  it('shows a printer out of paper at once on the till and the kitchen display, and nothing once it is back', async () => {
    expect(printerId).not.toBe('');
    await setMode('paper_out');
    // a job for the printer: the worker finds it out of paper, the job waits
    const queued = await apiRequest(
      server.urls.admin,
      admin.access_token,
      'POST',
      `/functions/v1/printers/${printerId}/test`,
      {},
    );
    expect(queued.status).toBe(201);

    const { context, page, errors } = await openPage(browser, {
      viewport: { width: 1366, height: 768 },
      localStorage: { ...storedSession('sale', cashier), language: 'tr' },
    });
    await page.goto(server.urls.sale);
    const badge = page.locator('[data-testid="printer-problem"][data-status="paper_out"]');
    await badge.waitFor({ timeout: 20_000 });
    expect(await badge.textContent()).toContain('Yazıcı: Mutfak · kağıt bitti');
    expect(await badge.textContent()).toContain('1 bekleyen iş');
    await settle(page);
    await shot(page, 'printers-till-badge-tr');

    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => badge.textContent()).toContain('Printer: Mutfak · paper out');

    const kitchen = await context.newPage();
    await kitchen.goto(`${server.urls.sale}/kitchen`);
    await kitchen.locator('[data-testid="printer-problem"][data-status="paper_out"]').waitFor();
    await shot(kitchen, 'printers-kitchen-badge');

    // paper back: the waiting test page prints and the badge goes (the worker retries within 1-2 s)
    await setMode('normal');
    await expect
      .poll(async () => (await simPages()).filter((p) => p.text.includes('TEST SAYFASI')).length, {
        timeout: 45_000,
        interval: 500,
      })
      .toBe(2);
    await page.getByTestId('printer-problem').waitFor({ state: 'hidden', timeout: 20_000 });
    await kitchen.getByTestId('printer-problem').waitFor({ state: 'hidden', timeout: 20_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the printers page in English on a phone', async () => {
    const { context, page, errors } = await openAdmin('en', { width: 390, height: 844 });
    const card = page.locator('[data-testid="printer-card"][data-status="online"]');
    await card.waitFor({ timeout: 15_000 });
    expect(await text(page, 'printer-status')).toBe('Online');
    expect(await text(page, 'printer-waiting')).toBe('0 waiting jobs');
    await shot(page, 'printers-admin-390-en');

    await card.getByTestId('printer-queue').click();
    const jobs = page.getByTestId('printer-jobs');
    await jobs.waitFor();
    expect(await jobs.textContent()).toContain('Kitchen ticket');
    expect(await jobs.textContent()).toContain('Test page');
    await shot(page, 'printers-queue-390-en');
    await page.keyboard.press('Escape');
    await jobs.waitFor({ state: 'hidden' });

    // deleting asks first
    await card.getByTestId('printer-delete').click();
    await page.getByText('"Mutfak" will be deleted.', { exact: false }).waitFor();
    await shot(page, 'printers-delete-390-en');
    await page.keyboard.press('Escape');
    await page.getByText('"Mutfak" will be deleted.', { exact: false }).waitFor({ state: 'hidden' });
    expect(await page.getByTestId('printer-card').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("moves a printer's waiting jobs to another printer, where they print", async () => {
    // a printer nobody answers at: its test page waits
    const bar = await apiRequest<{ data: { id: string } }>(
      server.urls.admin,
      admin.access_token,
      'POST',
      '/functions/v1/printers',
      { name: 'Bar', host: '127.0.0.1', port: 1 },
    );
    expect(bar.status).toBe(201);
    const queued = await apiRequest(
      server.urls.admin,
      admin.access_token,
      'POST',
      `/functions/v1/printers/${bar.body.data.id}/test`,
      {},
    );
    expect(queued.status).toBe(201);
    const printedBefore = (await simPages()).filter((p) => p.text.includes('TEST SAYFASI')).length;

    const { context, page, errors } = await openAdmin('tr', { width: 1440, height: 900 });
    const card = page.locator('[data-testid="printer-card"][data-status="offline"]', { hasText: 'Bar' });
    await card.waitFor({ timeout: 20_000 });
    await expect.poll(() => card.getByTestId('printer-waiting').textContent()).toBe('1 bekleyen iş');
    await card.getByTestId('printer-queue').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('printer-jobs').waitFor();
    await expect.poll(() => dialog.getByTestId('printer-jobs').textContent()).toContain('Bekliyor');
    expect(await page.locator('#printer-move-target').inputValue()).toBe(printerId);
    await shot(page, 'printers-move-1440-tr');
    await dialog.getByTestId('printer-move').click();
    await page.getByText('1 iş taşındı').waitFor();
    // the queue is empty now, the job went to the kitchen printer
    await dialog.getByText('Bu yazıcının işi yok.').waitFor();
    expect(await dialog.getByTestId('printer-move').isDisabled()).toBe(true);
    await expect
      .poll(async () => (await simPages()).filter((p) => p.text.includes('TEST SAYFASI')).length, {
        timeout: 20_000,
        interval: 250,
      })
      .toBe(printedBefore + 1);
    await expect
      .poll(() => card.getByTestId('printer-waiting').textContent(), { timeout: 15_000 })
      .toBe('0 bekleyen iş');
    expect(errors).toEqual([]);
    await context.close();
  });
});
