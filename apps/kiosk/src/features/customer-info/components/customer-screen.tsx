import { parseDistrict } from '@kiosk/domain';
import { useDocumentTitle } from '@kiosk/ui';
import { AlertCircle, ArrowLeft, ArrowRight, ReceiptText } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { KioskButton } from '../../../components/kiosk-button';
import { SessionHeader } from '../../../components/session-header';
import { formatTry } from '../../../lib/money';
import { navigate, ROUTES } from '../../../lib/navigation';
import { useCustomerSession } from '../../../state/customer-session';
import { useCustomerInfoSetting } from '../../../state/settings-store';
import { useCustomerForm } from '../hooks/use-customer-form';
import { useOnScreenTyping } from '../hooks/use-on-screen-typing';
import { type Field, KEYBOARD_MODES, noticeKey, wrongFields } from '../utils/customer-form';
import { CustomerFormFields } from './customer-form-fields';
import { OnScreenKeyboard } from './on-screen-keyboard';
import { PlacePicker } from './place-picker';

/**
 * Customer details, asked when the cart total meets the customer-info threshold: first name,
 * family name, T.C. Kimlik No (checksum checked), district; optional e-mail, phone, neighbourhood
 * (≤ 100) and address (≤ 500). Every wrong field is named, and the server's field errors are shown too.
 * The form's state is `useCustomerForm`'s, the on-screen keyboard's `useOnScreenTyping`'s.
 */
export function CustomerScreen() {
  const { t } = useTranslation();
  const form = useCustomerForm(useCustomerSession());
  const keyboard = useOnScreenTyping(form.info, form.update);
  useDocumentTitle(t('customer.title'), t('common.brand'));

  const label = (field: Field) => t(`customer.${field}`);
  const error = (field: Field) => {
    const key = form.issues.get(field);
    return key ? t(`customer.errors.${key}`, { defaultValue: t('customer.errors.invalid') }) : undefined;
  };
  const provinceError =
    form.issues.has('district') && !form.province ? t('customer.errors.provinceRequired') : undefined;
  const district = parseDistrict(form.info.district).district;

  return (
    <div className="flex h-(--kiosk-screen) flex-col bg-surface-muted">
      <SessionHeader />
      <main className="min-h-0 flex-1 overflow-y-auto overscroll-contain" aria-labelledby="customer-title">
        <form
          noValidate
          onFocus={keyboard.onFocus}
          onPointerUp={keyboard.onPointerUp}
          onSubmit={(event) => {
            event.preventDefault();
            keyboard.setTyping(null);
            form.submit();
          }}
          className="mx-auto flex max-w-5xl animate-screen-in flex-col gap-8 px-8 py-10 landscape:max-w-[112rem] landscape:gap-6 landscape:py-6"
        >
          <CustomerTitle />
          <IssueSummary
            summaryRef={form.summaryRef}
            wrong={wrongFields(form.issues).map(label)}
            serverRejected={form.serverRejected}
          />
          <CustomerFormFields
            info={form.info}
            province={form.province}
            district={district}
            error={error}
            provinceError={provinceError}
            onChange={form.update}
            onPick={(picker) => {
              keyboard.setTyping(null);
              form.setPicker(picker);
            }}
          />
          <FormActions />
        </form>
      </main>

      {keyboard.typing && (
        <OnScreenKeyboard
          key={keyboard.typing}
          mode={KEYBOARD_MODES[keyboard.typing]}
          onKey={keyboard.typeKey}
          onHide={keyboard.hideKeyboard}
        />
      )}

      <PlacePicker
        picker={form.picker}
        province={form.province}
        district={district}
        onClose={() => form.setPicker(null)}
        onProvince={form.chooseProvince}
        onDistrict={form.chooseDistrict}
      />
    </div>
  );
}

/** The title, and the notice saying from which total details are asked. */
function CustomerTitle() {
  const { t } = useTranslation();
  const setting = useCustomerInfoSetting();
  const amount = formatTry(Math.round(setting.amount * 100));
  return (
    <div className="flex items-start gap-6">
      <span className="grid size-20 shrink-0 place-items-center rounded-3xl bg-gradient-to-br from-primary-300 via-primary-500 to-primary-700 text-secondary-950 shadow-sm">
        <ReceiptText className="size-10" aria-hidden="true" />
      </span>
      <div>
        <h1 id="customer-title" className="font-extrabold text-5xl text-secondary-900 tracking-tight">
          {t('customer.title')}
        </h1>
        <p className="mt-3 text-ink-muted text-xl">{t(noticeKey(setting.operator), { amount })}</p>
      </div>
    </div>
  );
}

/** What to fix (the fields named), where "go on" brings the focus. */
function IssueSummary({
  summaryRef,
  wrong,
  serverRejected,
}: {
  summaryRef: RefObject<HTMLDivElement | null>;
  wrong: string[];
  serverRejected: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div ref={summaryRef} tabIndex={-1} className="focus:outline-none">
      {wrong.length > 0 && (
        <div
          role="alert"
          data-testid="customer-errors"
          className="flex items-start gap-4 rounded-3xl bg-red-50 px-6 py-5 text-red-800 ring-1 ring-red-200"
        >
          <AlertCircle className="mt-0.5 size-8 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-bold text-xl">{t('customer.fixFields', { fields: wrong.join(', ') })}</p>
            {serverRejected && <p className="mt-1 text-lg">{t('customer.serverRejected')}</p>}
          </div>
        </div>
      )}
    </div>
  );
}

function FormActions() {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-[auto_1fr] gap-5">
      <KioskButton
        type="button"
        variant="outline"
        size="2xl"
        className="px-8"
        onClick={() => navigate(ROUTES.cart)}
      >
        <ArrowLeft aria-hidden="true" />
        {t('customer.back')}
      </KioskButton>
      <KioskButton type="submit" size="2xl" data-testid="customer-submit">
        {t('customer.submit')}
        <ArrowRight aria-hidden="true" />
      </KioskButton>
    </div>
  );
}
