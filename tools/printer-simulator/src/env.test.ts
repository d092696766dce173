import { describe, expect, it } from 'vitest';
import { simulatorOptionsFrom } from './env.js';

describe('settings from PRINTER_SIM_* and flags', () => {
  it('defaults to an 80 mm printer on 9100 with its control API on 9180', () => {
    expect(simulatorOptionsFrom({}, [])).toEqual({
      port: 9100,
      controlPort: 9180,
      paperWidthMm: 80,
      mode: 'normal',
      pageDelayMs: 0,
    });
  });

  it('takes variables, and a flag over its variable', () => {
    const options = simulatorOptionsFrom(
      {
        PRINTER_SIM_PORT: '9101',
        PRINTER_SIM_WIDTH_MM: '80',
        PRINTER_SIM_CODEPAGES: '29=cp857',
        PRINTER_SIM_NAME: 'Bar',
      },
      ['--width', '58', '--mode', 'paper_out', '--page-delay-ms', '250'],
    );
    expect(options).toMatchObject({
      port: 9101,
      paperWidthMm: 58,
      mode: 'paper_out',
      pageDelayMs: 250,
      name: 'Bar',
      codePages: { 29: 'cp857' },
    });
  });

  it('names the setting that is wrong', () => {
    expect(() => simulatorOptionsFrom({ PRINTER_SIM_WIDTH_MM: '70' }, [])).toThrow(
      /PRINTER_SIM_WIDTH_MM: expected 58 or 80/,
    );
    expect(() => simulatorOptionsFrom({}, ['--mode', 'jammed'])).toThrow(/PRINTER_SIM_MODE/);
    expect(() => simulatorOptionsFrom({}, ['--codepages', '13'])).toThrow(/n=encoding/);
    expect(() => simulatorOptionsFrom({}, ['--colour', 'red'])).toThrow(/colour/);
  });
});
