import type { MenuData, SalesDashboard } from '@kiosk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { api, demo, type ErrorBody, nextIp } from './support/api.js';
import { lineFor } from './support/menu-helpers.js';
import { markOrderPaid } from './support/order-payment-fixtures.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
let client: ReturnType<typeof api>;
let admin: string;
let cashier: string;
let kiosk: string;

const menuNow = async (): Promise<MenuData> =>
  (await (await fetch(`${server.urls.kiosk}/functions/v1/get-menu-data-public?lang=tr`)).json()) as MenuData;
let menu: MenuData;
const id = (name: string) => {
  const product = menu.products.find((p) => p.name === name);
  if (!product) throw new Error(`no ${name}`);
  return product.id;
};

beforeAll(async () => {
  server = await startTestServer();
  client = api(server.urls.admin);
  admin = (await client.signIn(demo('admin').email, demo('admin').password, nextIp())).body.access_token;
  cashier = (await client.signIn(demo('cashier').email, demo('cashier').password, nextIp())).body
    .access_token;
  kiosk = (await api(server.urls.kiosk).signInKiosk(undefined, undefined, nextIp())).body.access_token;
  menu = await menuNow();
});
afterAll(() => server?.close());

const put = (path: string, product_ids: string[], token = admin) =>
  client.call<ErrorBody & { product_ids?: string[] }>('PUT', path, { token, body: { product_ids } });
const issues = (body: ErrorBody) =>
  ((body.error as { details?: Array<{ field: string; key?: string }> }).details ?? []).map((d) => [
    d.field,
    d.key,
  ]);

describe('suggestion lists (admin)', () => {
  it('refuses itself, unknown or option-only products, repeats and more than six, field by field', async () => {
    const lahmacun = id('Lahmacun');
    const cheddar = (
      await client.call<{ data: Array<{ id: string }> }>('GET', '/rest/v1/products?q=Ekstra%20Cheddar', {
        token: admin,
      })
    ).body.data[0]?.id as string;
    const bad = await put(`/rest/v1/products/${lahmacun}/suggestions`, [
      lahmacun,
      '00000000-0000-4000-8000-0000000000ff',
      cheddar,
      id('Ayran'),
      id('Ayran'),
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'validation_failed' });
    expect(issues(bad.body)).toEqual([
      ['product_ids.0', 'suggestionSelf'],
      ['product_ids.1', 'suggestionUnknownProduct'],
      ['product_ids.2', 'suggestionUnknownProduct'],
      ['product_ids.4', 'suggestionDuplicate'],
    ]);
    const seven = ['Ayran', 'Kola', 'Su', 'Çay', 'Simit', 'Künefe', 'Lokum'].map(id);
    expect(issues((await put(`/rest/v1/products/${lahmacun}/suggestions`, seven)).body)).toEqual([
      ['product_ids', 'suggestionsTooMany'],
    ]);
    expect((await put(`/rest/v1/products/${lahmacun}/suggestions`, ['not-a-uuid'])).status).toBe(400);
    expect((await put(`/rest/v1/products/${lahmacun}/suggestions`, [id('Ayran')], cashier)).status).toBe(403);
    expect(
      (await put('/rest/v1/products/00000000-0000-4000-8000-0000000000ff/suggestions', [id('Ayran')])).status,
    ).toBe(404);
    expect((await put('/rest/v1/categories/no-such-category/suggestions', [id('Ayran')])).status).toBe(404);
    // nothing was saved by the refused requests
    const saved = await client.call<{ product_ids: string[] }>(
      'GET',
      `/rest/v1/products/${lahmacun}/suggestions`,
      { token: admin },
    );
    expect(saved.body.product_ids).toEqual([]);
  });

  it('saves the lists in order and the kiosk menu carries them at once', async () => {
    const lahmacun = id('Lahmacun');
    const ok = await put(`/rest/v1/products/${lahmacun}/suggestions`, [id('Ayran'), id('Şalgam Suyu')]);
    expect(ok.status).toBe(200);
    expect(ok.body.product_ids).toEqual([id('Ayran'), id('Şalgam Suyu')]);
    expect(
      (await put('/rest/v1/categories/burgers/suggestions', [id('Patates Kızartması'), id('Kola')])).status,
    ).toBe(200);
    const read = await client.call<{ product_ids: string[] }>(
      'GET',
      '/rest/v1/categories/burgers/suggestions',
      {
        token: admin,
      },
    );
    expect(read.body.product_ids).toEqual([id('Patates Kızartması'), id('Kola')]);
    // the cached menu is dropped on the change event (it may take a moment to arrive)
    await expect
      .poll(async () => (await menuNow()).suggestions, { timeout: 10_000 })
      .toEqual(
        expect.arrayContaining([
          { source: 'product', source_id: lahmacun, product_ids: [id('Ayran'), id('Şalgam Suyu')] },
          { source: 'category', source_id: 'burgers', product_ids: [id('Patates Kızartması'), id('Kola')] },
        ]),
      );
  });
});

describe('suggestion lists reach the kiosks live', () => {
  it('a saved list is announced on db-changes as a catalogue_suggestions change (the kiosk reloads its menu on it)', async () => {
    const socket = new WebSocket(`${server.urls.kiosk.replace('http', 'ws')}/realtime/v1`);
    const messages: Array<{ type: string; event?: { channel: string; table?: string; payload: unknown } }> =
      [];
    socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    try {
      socket.send(JSON.stringify({ type: 'join', channel: 'db-changes' }));
      await expect.poll(() => messages.some((m) => m.type === 'joined')).toBe(true);
      const su = id('Su');
      expect((await put(`/rest/v1/products/${su}/suggestions`, [id('Simit')])).status).toBe(200);
      await expect
        .poll(() => messages.find((m) => m.type === 'event')?.event, { timeout: 5_000 })
        .toMatchObject({ channel: 'db-changes', table: 'catalogue_suggestions', payload: { id: su } });
    } finally {
      socket.close();
    }
  });
});

describe('orders and the take rate', () => {
  const create = (body: unknown) =>
    api(server.urls.kiosk).call<{ data: { id: string } } & ErrorBody>(
      'POST',
      '/functions/v1/manage-orders/create',
      {
        token: kiosk,
        body,
      },
    );
  const burger = () => {
    const { product: _p, ...line } = lineFor(menu, 'Klasik Burger');
    return line;
  };
  const dashboard = async () =>
    (
      await client.call<{ data: SalesDashboard }>('GET', '/functions/v1/sales-dashboard?preset=today', {
        token: admin,
      })
    ).body.data.suggestions;

  it('checks suggested lines: the step must have been shown and the product suggested for the order', async () => {
    const fries = { product_id: id('Patates Kızartması'), quantity: 1, suggested: true };
    const unshown = await create({ items: [burger(), fries] });
    expect(unshown.status).toBe(400);
    expect(issues(unshown.body)).toEqual([['items.1.suggested', 'suggestionNotShown']]);
    const stranger = await create({
      items: [burger(), { product_id: id('Lokum'), quantity: 1, suggested: true }],
      suggestions_shown: true,
    });
    expect(stranger.status).toBe(400);
    expect(issues(stranger.body)).toEqual([['items.1.suggested', 'notSuggested']]);
    const flag = await create({ items: [burger()], suggestions_shown: 'yes' });
    expect(flag.status).toBe(400);
  });

  it('counts paid orders shown the step and those with a line added from it', async () => {
    const before = (await dashboard()) ?? { shown_orders: 0, accepted_orders: 0 };
    const taken = await create({
      items: [burger(), { product_id: id('Patates Kızartması'), quantity: 2, suggested: true }],
      suggestions_shown: true,
    });
    expect(taken.status).toBe(201);
    const declined = await create({ items: [burger()], suggestions_shown: true });
    const notShown = await create({ items: [burger()] });
    const unpaid = await create({
      items: [burger(), { product_id: id('Kola'), quantity: 1, suggested: true }],
      suggestions_shown: true,
    });
    expect([declined.status, notShown.status, unpaid.status]).toEqual([201, 201, 201]);
    for (const order of [taken, declined, notShown])
      await markOrderPaid(server.database.db, order.body.data.id);
    const stored = await server.database.db
      .selectFrom('orders')
      .select('metadata')
      .where('id', '=', taken.body.data.id)
      .executeTakeFirstOrThrow();
    const lines = await server.database.db
      .selectFrom('order_items')
      .select(['id', 'product_name'])
      .where('order_id', '=', taken.body.data.id)
      .execute();
    expect((stored.metadata as { suggestions: unknown }).suggestions).toEqual({
      shown: true,
      line_ids: lines.filter((l) => l.product_name === 'Patates Kızartması').map((l) => l.id),
    });
    // two paid orders were shown the step (the unpaid one does not count), one took a suggestion
    expect(await dashboard()).toEqual({
      shown_orders: before.shown_orders + 2,
      accepted_orders: before.accepted_orders + 1,
    });
  });
});
