import {
  type CustomerInfo,
  type CustomerInfoSetting,
  NEIGHBORHOOD_MAX,
  trimCustomerInfo,
} from '@kiosk/domain';
import { Button } from '@kiosk/ui';
import { AlertCircle, ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatTl } from '../../../lib/money';
import { type CustomerDetailsFormState, useCustomerDetailsForm } from '../hooks/use-customer-details-form';
import { AddressField, CustomerTextField, PlaceFields } from './customer-fields';

/**
 * Customer details for a total that meets the customer-info threshold (spec sections 3 and 5):
 * first and family name, T.C. Kimlik No (checksum), district; optional e-mail, phone,
 * neighbourhood (≤ 100) and address (≤ 500). The server's field errors are shown field by field.
 */
export function CustomerDetailsForm({
  setting,
  initial,
  serverIssues,
  onSubmit,
  onCancel,
}: {
  setting: CustomerInfoSetting;
  initial: CustomerInfo | null;
  serverIssues: Record<string, string>;
  onSubmit(info: CustomerInfo): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const formatTl = useFormatTl();
  const state = useCustomerDetailsForm(initial, serverIssues);
  const { form, errorText } = state;
  const amount = formatTl(Math.round(setting.amount * 100));
  const notice =
    setting.operator === 'equal'
      ? t('customer.noticeEqual', { amount })
      : setting.operator === 'greater'
        ? t('customer.noticeGreater', { amount })
        : t('customer.notice', { amount });
  const neighborhood = form.watch('neighborhood');

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(trimCustomerInfo(values)))}
      className="flex flex-col gap-5"
      aria-labelledby="customer-details-title"
    >
      <p
        id="customer-details-title"
        className="rounded-xl bg-primary-50 px-4 py-3 text-secondary-900 text-sm ring-1 ring-primary-200"
      >
        {notice}
      </p>
      <FormAlerts state={state} serverIssues={serverIssues} />
      <div className="grid grid-cols-1 gap-x-5 gap-y-4 md:grid-cols-3">
        <CustomerTextField
          field="firstName"
          error={errorText('firstName')}
          registration={form.register('firstName')}
          required
          autoFocus
        />
        <CustomerTextField
          field="familyName"
          error={errorText('familyName')}
          registration={form.register('familyName')}
          required
        />
        <CustomerTextField
          field="tcKimlikNo"
          error={errorText('tcKimlikNo')}
          registration={form.register('tcKimlikNo')}
          required
          inputMode="numeric"
          maxLength={11}
          hint={t('customer.tcKimlikNoHint')}
        />
        <PlaceFields state={state} />
        <CustomerTextField
          field="email"
          error={errorText('email')}
          registration={form.register('email')}
          inputMode="email"
        />
        <CustomerTextField
          field="phone"
          error={errorText('phone')}
          registration={form.register('phone')}
          inputMode="tel"
          hint={t('customer.phoneHint')}
        />
        <CustomerTextField
          field="neighborhood"
          error={errorText('neighborhood')}
          registration={form.register('neighborhood')}
          hint={t('customer.characters', { count: neighborhood.length, max: NEIGHBORHOOD_MAX })}
        />
        <AddressField state={state} />
      </div>
      <div className="flex justify-end gap-3 border-line border-t pt-4">
        <Button variant="outline" size="lg" onClick={onCancel}>
          {t('sale.checkout.customer.back')}
        </Button>
        <Button type="submit" size="lg" data-testid="customer-submit">
          {t('sale.checkout.customer.continue')}
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}

/** After a submit: which fields are wrong; before one: that the server refused the details. */
function FormAlerts({
  state,
  serverIssues,
}: {
  state: CustomerDetailsFormState;
  serverIssues: Record<string, string>;
}) {
  const { t } = useTranslation();
  const { isSubmitted } = state.form.formState;
  return (
    <>
      {isSubmitted && state.wrong.length > 0 && (
        <div
          role="alert"
          className="flex gap-3 rounded-xl bg-red-50 px-4 py-3 text-red-800 text-sm ring-1 ring-red-200"
          data-testid="customer-errors"
        >
          <AlertCircle className="size-5 shrink-0" aria-hidden="true" />
          <p>
            {t('customer.fixFields', {
              fields: state.wrong.map((field) => t(`customer.${field}`)).join(', '),
            })}
          </p>
        </div>
      )}
      {!isSubmitted && Object.keys(serverIssues).length > 0 && (
        <div
          role="alert"
          className="flex gap-3 rounded-xl bg-red-50 px-4 py-3 text-red-800 text-sm ring-1 ring-red-200"
          data-testid="customer-server-errors"
        >
          <AlertCircle className="size-5 shrink-0" aria-hidden="true" />
          <p>{t('customer.serverRejected')}</p>
        </div>
      )}
    </>
  );
}
