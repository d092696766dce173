import type { Printer } from '@kiosk/contracts';
import { describe, expect, it } from 'vitest';
import { printerFormSchema, printerFormValues, printerRequestBody } from './printer-form';

const printer: Printer = {
  id: 'p1',
  name: 'Mutfak',
  host: '10.0.0.5',
  port: 9101,
  paper_width_mm: 58,
  columns: 32,
  code_page: 'windows1254',
  code_page_number: 48,
  cuts: false,
  station_ids: ['s1'],
  slip_source_ids: ['k1'],
  session_reports: true,
  store_id: null,
  status: 'online',
  status_since: '2026-11-28T10:00:00Z',
  last_error: null,
  waiting_jobs: 0,
};

const messages = (values: unknown) => {
  const result = printerFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('printer form', () => {
  it('opens a new printer as 80 mm, 48 columns, PC857 (ESC t 13) on port 9100', () => {
    expect(printerFormValues(null)).toMatchObject({
      port: '9100',
      paper_width_mm: '80',
      columns: '48',
      code_page: 'cp857',
      code_page_number: '13',
      cuts: true,
      station_ids: [],
      slip_source_ids: [],
    });
  });

  it('sends the values typed, the slip sources read back from the printer', () => {
    const values = printerFormValues(printer);
    expect(messages(values)).toEqual({});
    expect(printerRequestBody({ ...values, name: '  Izgara ' })).toEqual({
      name: 'Izgara',
      host: '10.0.0.5',
      port: 9101,
      paper_width_mm: 58,
      columns: 32,
      code_page: 'windows1254',
      code_page_number: 48,
      cuts: false,
      station_ids: ['s1'],
      slip_source_ids: ['k1'],
      session_reports: true,
      store_id: null,
    });
  });

  it('sends the kiosks and tills ticked for customer slips', () => {
    const values = { ...printerFormValues(printer), slip_source_ids: ['k1', 't1'] };
    expect(printerRequestBody(values).slip_source_ids).toEqual(['k1', 't1']);
    expect(printerRequestBody({ ...values, slip_source_ids: [] }).slip_source_ids).toEqual([]);
  });

  it('names the field of each mistake', () => {
    const base = printerFormValues(null);
    expect(messages({ ...base, name: ' ', host: '' })).toEqual({
      name: 'nameRequired',
      host: 'hostRequired',
    });
    expect(messages({ ...base, name: 'A', host: 'bad host/x', port: '70000' })).toEqual({
      host: 'hostInvalid',
      port: 'portInvalid',
    });
    expect(messages({ ...base, name: 'A', host: 'h', code_page_number: '256' })).toEqual({
      code_page_number: 'codePageNumberInvalid',
    });
    expect(messages({ ...base, name: 'A', host: 'h', paper_width_mm: '58', columns: '48' })).toEqual({
      columns: 'printerColumns',
    });
  });
});
