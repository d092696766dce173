import { describe, expect, it } from 'vitest';
import {
  type KitchenTicketInput,
  kitchenTicketLayout,
  PAPER_COLUMNS,
  type PrintBlock,
  wrapText,
} from './ticket-layout.js';

const ticket: KitchenTicketInput = {
  order_id: '0b7f7c1e-7f6e-4a57-9d41-2f7a3a2b1c00',
  order_number: 'K-20261128-0042',
  queue_number: 42,
  order_type: 'takeaway',
  source: 'kiosk',
  notes: 'Soğan olmasın, çok acılı',
  at: '2026-11-28T14:05:09',
  mode: 'new',
  stations: [
    {
      name: 'Izgara',
      lines: [
        {
          product_name: 'Çift Katlı Şişliğüzel Özel Köfte Dürüm İçli Sucuklu',
          quantity: 2,
          configurations: [
            { step_id: 's1', step_name: 'Ekstra', option_name: 'Çedar', quantity: 2 },
            { step_id: 's1', step_name: 'Ekstra', option_name: 'Jalapeño' },
            { step_id: 's2', step_name: 'Çıkar', option_name: 'Turşu' },
          ],
        },
      ],
    },
    { name: 'İçecek', lines: [{ product_name: 'Ayran', quantity: 1, configurations: [] }] },
  ],
};

const width = (b: PrintBlock) => (b.type === 'text' ? Array.from(b.text).length * (b.size ?? 1) : 0);
const allText = (blocks: PrintBlock[]) => blocks.map((b) => (b.type === 'text' ? b.text : '')).join('\n');

describe('wrapText', () => {
  it('wraps at spaces, cuts a word longer than the line and indents later lines', () => {
    expect(wrapText('Izgara Köfte Dürüm', 10)).toEqual(['Izgara', 'Köfte', 'Dürüm']);
    expect(wrapText('2 x Şişçiğüzelköftecik', 8, 4)).toEqual([
      '2 x',
      '    Şişç',
      '    iğüz',
      '    elkö',
      '    ftec',
      '    ik',
    ]);
    expect(wrapText('', 10)).toEqual(['']);
  });

  it('counts Turkish letters as one column each', () => {
    expect(wrapText('ÇĞİÖŞÜ çğıöşü', 6)).toEqual(['ÇĞİÖŞÜ', 'çğıöşü']);
  });
});

describe('kitchenTicketLayout', () => {
  it.each(PAPER_COLUMNS)('keeps every line within %i columns (sizes counted)', (columns) => {
    for (const block of kitchenTicketLayout(ticket, columns))
      expect(width(block)).toBeLessThanOrEqual(columns);
  });

  it('shows the queue number large, take away, source, time, stations, every customization, notes and the order QR', () => {
    const blocks = kitchenTicketLayout(ticket, 48);
    expect(blocks).toContainEqual({ type: 'text', text: '#42', size: 3, bold: true, align: 'center' });
    const text = allText(blocks);
    expect(text).toContain('PAKET');
    expect(text).toContain('Kiosk 14:05 K-20261128-0042');
    expect(text).toContain('IZGARA');
    expect(text).toContain('İÇECEK');
    expect(text).toContain('Ekstra: 2× Çedar, Jalapeño');
    expect(text).toContain('Çıkar: Turşu');
    expect(text).toContain('Not: Soğan olmasın, çok acılı');
    expect(text.replace(/\s+/g, ' ')).toContain('2 x Çift Katlı Şişliğüzel Özel Köfte Dürüm İçli Sucuklu');
    expect(blocks.at(-1)).toEqual({ type: 'qr', value: ticket.order_id });
    expect(text).not.toMatch(/TEKRAR|EK \+|İPTAL/);
  });

  it('marks a reprint TEKRAR, added lines EK and cancelled lines İPTAL', () => {
    expect(allText(kitchenTicketLayout(ticket, 32, { reprint: true }))).toContain('*** TEKRAR ***');
    expect(allText(kitchenTicketLayout({ ...ticket, mode: 'add' }, 32))).toContain('+++ EK +++');
    const cancel = allText(kitchenTicketLayout({ ...ticket, mode: 'cancel', order_type: 'eat_in' }, 42));
    expect(cancel).toContain('xxx İPTAL xxx');
    expect(cancel).toContain('1 x İPTAL Ayran');
    expect(cancel).toContain('RESTORANDA');
  });

  it("prints a meal deal once with this station's parts indented under its name", () => {
    const deal = { deal_id: 'd1', deal_name: 'Klasik Burger Menü', deal_quantity: 2 };
    const dealTicket: KitchenTicketInput = {
      ...ticket,
      notes: null,
      stations: [
        {
          name: 'Izgara',
          lines: [
            { product_name: 'Ayran', quantity: 1, configurations: [] },
            {
              ...deal,
              product_name: 'Klasik Burger',
              quantity: 2,
              deal_group: 'Ana ürün',
              configurations: [{ step_id: 's', step_name: 'Sos', option_name: 'Barbekü' }],
            },
            { ...deal, product_name: 'Patates', quantity: 2, deal_group: 'Yan ürün', configurations: [] },
          ],
        },
      ],
    };
    for (const columns of PAPER_COLUMNS) {
      const blocks = kitchenTicketLayout(dealTicket, columns);
      for (const block of blocks) expect(width(block)).toBeLessThanOrEqual(columns);
    }
    const text = allText(kitchenTicketLayout(dealTicket, 48)).split('\n');
    expect(text.filter((l) => l.includes('Klasik Burger Menü'))).toEqual(['2 x Klasik Burger Menü']);
    const head = text.indexOf('2 x Klasik Burger Menü');
    expect(text.slice(head + 1, head + 4)).toEqual([
      '  Ana ürün: Klasik Burger',
      '    Sos: Barbekü',
      '  Yan ürün: Patates',
    ]);
    expect(text).toContain('1 x Ayran');
    const cancel = allText(kitchenTicketLayout({ ...dealTicket, mode: 'cancel' }, 48));
    expect(cancel.replace(/\s+/g, ' ')).toContain('2 x İPTAL Klasik Burger Menü');
  });
});
