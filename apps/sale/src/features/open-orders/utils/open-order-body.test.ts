import { describe, expect, it } from 'vitest';
import { openOrderBody } from './open-order-body';

describe('a new tab', () => {
  it('sends the trimmed label and no note or customer when none was written', () => {
    expect(openOrderBody({ kind: 'table', label: ' 12 ', note: '  ', customer: '', items: [] })).toEqual({
      label: { kind: 'table', text: '12' },
      items: [],
    });
  });

  it('splits the customer’s name into first name and the rest', () => {
    const body = openOrderBody({
      kind: 'name',
      label: 'Ayşe',
      note: ' cam kenarı ',
      customer: ' Ayşe  Nur Yılmaz ',
      items: [],
    });
    expect(body.note).toBe('cam kenarı');
    expect(body.customer).toEqual({
      firstName: 'Ayşe',
      familyName: 'Nur Yılmaz',
      tcKimlikNo: '',
      district: '',
    });
  });
});
