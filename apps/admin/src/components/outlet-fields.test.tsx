import { renderToStaticMarkup } from 'react-dom/server';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { OutletSelectField, OutletTextField, PhoneField, TaxNumberField } from './outlet-fields';

const registration = (name: string): UseFormRegisterReturn => ({
  name,
  onChange: async () => undefined,
  onBlur: async () => undefined,
  ref: () => undefined,
});

describe('outlet fields', () => {
  it("the fleet's dialogs: a plain input, no test id or description link", () => {
    const html = renderToStaticMarkup(
      <TaxNumberField
        id="business-tax"
        label="Tax number"
        hint="10 or 11 digits"
        registration={registration('tax_number')}
      />,
    );
    expect(html).toContain('id="business-tax"');
    expect(html).toContain('inputMode="numeric"');
    expect(html).toContain('10 or 11 digits');
    expect(html).not.toContain('data-testid');
    expect(html).not.toContain('aria-describedby');
  });

  it('the setup wizard: test id and the input pointed at its error, marked invalid', () => {
    const html = renderToStaticMarkup(
      <PhoneField
        id="setup-phone"
        label="Phone"
        error="Invalid phone number"
        described
        registration={registration('phone')}
      />,
    );
    expect(html).toContain('type="tel"');
    expect(html).toContain('data-testid="setup-phone"');
    expect(html).toContain('aria-describedby="setup-phone-error"');
    expect(html).toContain('aria-invalid="true"');
  });

  it('a described field without an error points at its hint; a choice lists its options', () => {
    const text = renderToStaticMarkup(
      <OutletTextField
        id="setup-address"
        label="Address"
        hint="Street"
        described
        registration={registration('address')}
      />,
    );
    expect(text).toContain('aria-describedby="setup-address-hint"');
    const select = renderToStaticMarkup(
      <OutletSelectField id="store-business" label="Business" registration={registration('business_id')}>
        <option value="b1">Demo Büfe</option>
      </OutletSelectField>,
    );
    expect(select).toContain('<select');
    expect(select).toContain('Demo Büfe');
    expect(select).not.toContain('disabled=""');
  });
});
