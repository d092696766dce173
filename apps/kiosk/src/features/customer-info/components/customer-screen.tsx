import {
  ADDRESS_MAX,
  CUSTOMER_INFO_FIELDS,
  type CustomerInfo,
  type CustomerInfoIssue,
  customerInfoIssues,
  formatDistrict,
  NEIGHBORHOOD_MAX,
  OPTIONAL_CUSTOMER_INFO_FIELDS,
  parseDistrict,
  trimCustomerInfo,
} from '@kiosk/domain';
import { cn, useDocumentTitle, useProvinces } from '@kiosk/ui';
import { AlertCircle, ArrowLeft, ArrowRight, ChevronDown, ReceiptText } from 'lucide-react';
import { type FocusEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KioskButton } from '../../../components/kiosk-button';
import { KioskDialog } from '../../../components/kiosk-dialog';
import { SessionHeader } from '../../../components/session-header';
import { formatTry } from '../../../lib/money';
import { navigate, ROUTES } from '../../../lib/navigation';
import { setCustomer, useCustomerSession } from '../../../state/customer-session';
import { useCustomerInfoSetting } from '../../../state/settings-store';
import { applyKey, type KeyboardMode } from '../utils/keyboard';
import { OnScreenKeyboard } from './on-screen-keyboard';

type Field = keyof CustomerInfo;
const OPTIONAL = new Set<Field>(OPTIONAL_CUSTOMER_INFO_FIELDS);
/** The fields typed on the on-screen keyboard, and its layout for each. */
const TYPED: Partial<Record<Field, KeyboardMode>> = {
  firstName: 'text',
  familyName: 'text',
  tcKimlikNo: 'digits',
  email: 'text',
  phone: 'phone',
  neighborhood: 'text',
  address: 'text',
};
type TypedField = Exclude<Field, 'district'>;
const isTyped = (field: string): field is TypedField => field in TYPED;

/** What a field keeps of typed text (T.C. Kimlik No: digits only, at most 11). */
function clean(field: Field, value: string): string {
  return field === 'tcKimlikNo' ? value.replace(/\D/g, '').slice(0, 11) : value;
}

const fieldElement = (field: Field) =>
  document.getElementById(`customer-${field}`) as HTMLInputElement | HTMLTextAreaElement | null;

/** Scrolls a field to the middle of the form area when any of it is out of sight (e.g. under the keyboard). */
function revealField(element: HTMLElement | null) {
  const area = element?.closest('main')?.getBoundingClientRect();
  const rect = element?.getBoundingClientRect();
  if (!element || !area || !rect) return;
  if (rect.top < area.top || rect.bottom > area.bottom) element.scrollIntoView({ block: 'center' });
}

const EMPTY: CustomerInfo = {
  firstName: '',
  familyName: '',
  tcKimlikNo: '',
  district: '',
  email: '',
  phone: '',
  neighborhood: '',
  address: '',
};

/**
 * Customer details, asked when the cart total meets the customer-info threshold: first name,
 * family name, T.C. Kimlik No (checksum checked), district; optional e-mail, phone, neighbourhood
 * (≤ 100) and address (≤ 500). Every wrong field is named, and the server's field errors are shown too.
 */
export function CustomerScreen() {
  const { t } = useTranslation();
  const session = useCustomerSession();
  const setting = useCustomerInfoSetting();
  const [info, setInfo] = useState<CustomerInfo>(() => ({ ...EMPTY, ...session.customer }));
  const [submitted, setSubmitted] = useState(false);
  const [picker, setPicker] = useState<'province' | 'district' | null>(null);
  const [province, setProvince] = useState(() => parseDistrict(info.district).province);
  const provinces = useProvinces();
  const districts = provinces?.find((p) => p.name === province)?.districts ?? [];
  const [typing, setTyping] = useState<TypedField | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  useDocumentTitle(t('customer.title'), t('common.brand'));

  const localIssues = useMemo(() => customerInfoIssues(info), [info]);
  // the server's field errors (customer.<field>) stay until the field is changed
  const [serverIssues, setServerIssues] = useState<Record<string, string>>(() => session.customerIssues);
  const issues = useMemo(() => {
    const byField = new Map<Field, string>();
    if (submitted) for (const issue of localIssues) byField.set(issue.field, issue.key);
    for (const [field, key] of Object.entries(serverIssues)) {
      if (!byField.has(field as Field)) byField.set(field as Field, key);
    }
    return byField;
  }, [submitted, localIssues, serverIssues]);

  const update = (field: Field, value: string) => {
    setInfo((current) => ({ ...current, [field]: value }));
    if (serverIssues[field]) {
      const { [field]: _dropped, ...rest } = serverIssues;
      setServerIssues(rest);
    }
  };

  const chooseProvince = (name: string) => {
    if (name !== province) update('district', '');
    setProvince(name);
    setPicker('district');
  };

  // the on-screen keyboard follows the focused field. A button taking the focus (Ödemeye Geç, a
  // picker) leaves it open: hiding it at the press would move the form under the finger and the
  // tap would be lost; the button's own action closes it.
  const onFocus = (event: FocusEvent<HTMLFormElement>) => {
    const field = event.target.id.replace(/^customer-/, '');
    if (isTyped(field)) setTyping(field);
    else if (!(event.target instanceof HTMLButtonElement)) setTyping(null);
  };

  // keep the focused field in sight above the keyboard (the form area shrinks when it opens)
  useEffect(() => {
    if (!typing) return;
    let frame = 0;
    const reveal = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => revealField(fieldElement(typing)));
    };
    reveal();
    // and after a turn of the screen
    window.addEventListener('resize', reveal);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', reveal);
    };
  }, [typing]);

  const typeKey = (key: string) => {
    if (!typing) return;
    const element = fieldElement(typing);
    const value = info[typing] ?? '';
    // e-mail and tel inputs have no selection API: type at the end
    let start = value.length;
    let end = value.length;
    try {
      if (element && element.selectionStart !== null && element.selectionEnd !== null) {
        start = element.selectionStart;
        end = element.selectionEnd;
      }
    } catch {
      // no selection on this input type
    }
    const edit = applyKey(value, start, end, key);
    if (!edit) return;
    const next = clean(typing, edit.value);
    update(typing, next);
    const caret = Math.min(edit.caret, next.length);
    requestAnimationFrame(() => {
      if (!element) return;
      if (document.activeElement !== element) element.focus({ preventScroll: true });
      try {
        element.setSelectionRange(caret, caret);
      } catch {
        // e-mail and tel inputs: the caret stays at the end
      }
    });
  };

  const hideKeyboard = () => {
    if (typing) fieldElement(typing)?.blur();
    setTyping(null);
  };

  const submit = () => {
    setTyping(null);
    setSubmitted(true);
    const problems: CustomerInfoIssue[] = customerInfoIssues(info);
    if (problems.length > 0 || Object.keys(serverIssues).length > 0) {
      summaryRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      summaryRef.current?.focus();
      return;
    }
    setCustomer(trimCustomerInfo(info));
    navigate(ROUTES.payment);
  };

  const fieldLabel = (field: Field) => t(`customer.${field}`);
  const wrong = CUSTOMER_INFO_FIELDS.filter((field) => issues.has(field));
  const amount = formatTry(Math.round(setting.amount * 100));
  const notice =
    setting.operator === 'equal'
      ? t('customer.noticeEqual', { amount })
      : setting.operator === 'greater'
        ? t('customer.noticeGreater', { amount })
        : t('customer.notice', { amount });

  const error = (field: Field) => {
    const key = issues.get(field);
    return key ? t(`customer.errors.${key}`, { defaultValue: t('customer.errors.invalid') }) : undefined;
  };
  const provinceError =
    issues.has('district') && !province ? t('customer.errors.provinceRequired') : undefined;
  const districtError = provinceError ? undefined : error('district');
  const shownDistrict = parseDistrict(info.district).district;

  return (
    <div className="flex h-(--kiosk-screen) flex-col bg-surface-muted">
      <SessionHeader />
      <main className="min-h-0 flex-1 overflow-y-auto overscroll-contain" aria-labelledby="customer-title">
        <form
          noValidate
          onFocus={onFocus}
          // a tap on the field being typed brings it back into sight
          onPointerUp={(event) => {
            if (typing && event.target instanceof HTMLElement && event.target.id === `customer-${typing}`)
              revealField(event.target);
          }}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          className="mx-auto flex max-w-5xl animate-screen-in flex-col gap-8 px-8 py-10 landscape:max-w-[112rem] landscape:gap-6 landscape:py-6"
        >
          <div className="flex items-start gap-6">
            <span className="grid size-20 shrink-0 place-items-center rounded-3xl bg-gradient-to-br from-primary-300 via-primary-500 to-primary-700 text-secondary-950 shadow-sm">
              <ReceiptText className="size-10" aria-hidden="true" />
            </span>
            <div>
              <h1 id="customer-title" className="font-extrabold text-5xl text-secondary-900 tracking-tight">
                {t('customer.title')}
              </h1>
              <p className="mt-3 text-ink-muted text-xl">{notice}</p>
            </div>
          </div>

          <div ref={summaryRef} tabIndex={-1} className="focus:outline-none">
            {wrong.length > 0 && (
              <div
                role="alert"
                data-testid="customer-errors"
                className="flex items-start gap-4 rounded-3xl bg-red-50 px-6 py-5 text-red-800 ring-1 ring-red-200"
              >
                <AlertCircle className="mt-0.5 size-8 shrink-0" aria-hidden="true" />
                <div>
                  <p className="font-bold text-xl">
                    {t('customer.fixFields', { fields: wrong.map(fieldLabel).join(', ') })}
                  </p>
                  {Object.keys(serverIssues).length > 0 && (
                    <p className="mt-1 text-lg">{t('customer.serverRejected')}</p>
                  )}
                </div>
              </div>
            )}
          </div>

          <div className="grid grid-cols-2 gap-x-6 gap-y-7 rounded-[2rem] bg-white p-8 shadow-card ring-1 ring-line/70 landscape:grid-cols-4 landscape:gap-y-5">
            <TextField
              field="firstName"
              label={fieldLabel('firstName')}
              value={info.firstName}
              error={error('firstName')}
              onChange={update}
              autoComplete="given-name"
            />
            <TextField
              field="familyName"
              label={fieldLabel('familyName')}
              value={info.familyName}
              error={error('familyName')}
              onChange={update}
              autoComplete="family-name"
            />
            <TextField
              field="tcKimlikNo"
              label={fieldLabel('tcKimlikNo')}
              hint={t('customer.tcKimlikNoHint')}
              value={info.tcKimlikNo}
              error={error('tcKimlikNo')}
              onChange={(field, value) => update(field, value.replace(/\D/g, '').slice(0, 11))}
              inputMode="numeric"
              maxLength={11}
            />
            <TextField
              field="phone"
              label={fieldLabel('phone')}
              optional
              hint={t('customer.phoneHint')}
              value={info.phone ?? ''}
              error={error('phone')}
              onChange={update}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
            />
            <PickerButton
              field="province"
              label={t('customer.province')}
              placeholder={t('customer.chooseProvince')}
              value={province}
              error={provinceError}
              onOpen={() => {
                setTyping(null);
                setPicker('province');
              }}
            />
            <PickerButton
              field="district"
              label={fieldLabel('district')}
              placeholder={province ? t('customer.chooseDistrict') : t('customer.chooseProvinceFirst')}
              value={shownDistrict}
              error={districtError}
              disabled={!province}
              onOpen={() => {
                setTyping(null);
                setPicker('district');
              }}
            />
            <TextField
              field="email"
              label={fieldLabel('email')}
              optional
              value={info.email ?? ''}
              error={error('email')}
              onChange={update}
              type="email"
              inputMode="email"
              autoComplete="email"
            />
            <TextField
              field="neighborhood"
              label={fieldLabel('neighborhood')}
              optional
              value={info.neighborhood ?? ''}
              error={error('neighborhood')}
              onChange={update}
              counter={NEIGHBORHOOD_MAX}
            />
            <FieldShell
              field="address"
              label={fieldLabel('address')}
              optional
              error={error('address')}
              full
              counter={[info.address?.length ?? 0, ADDRESS_MAX]}
            >
              {(id, describedBy) => (
                <textarea
                  id={id}
                  value={info.address ?? ''}
                  onChange={(event) => update('address', event.target.value)}
                  rows={2}
                  aria-invalid={error('address') ? true : undefined}
                  aria-describedby={describedBy}
                  autoComplete="street-address"
                  inputMode="none"
                  className={cn(
                    'w-full resize-none rounded-2xl border bg-white px-5 py-4 text-2xl text-ink shadow-sm',
                    'focus-visible:outline-none focus-visible:ring-4',
                    error('address')
                      ? 'border-red-400 focus-visible:ring-red-100'
                      : 'border-line focus-visible:border-primary-500 focus-visible:ring-primary-100',
                  )}
                />
              )}
            </FieldShell>
          </div>

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
        </form>
      </main>

      {typing && (
        <OnScreenKeyboard key={typing} mode={TYPED[typing] ?? 'text'} onKey={typeKey} onHide={hideKeyboard} />
      )}

      <KioskDialog
        open={picker !== null}
        onOpenChange={(open) => setPicker(open ? picker : null)}
        size="xl"
        title={
          picker === 'district' ? t('customer.districtTitle', { province }) : t('customer.provinceTitle')
        }
      >
        {!provinces ? (
          <p className="py-10 text-center text-ink-muted text-xl" role="status">
            {t('customer.loadingPlaces')}
          </p>
        ) : picker === 'district' ? (
          <ChoiceGrid
            testId="district-list"
            options={districts}
            selected={shownDistrict}
            onChoose={(district) => {
              update('district', formatDistrict(district, province));
              setPicker(null);
            }}
          />
        ) : (
          <ChoiceGrid
            testId="province-list"
            options={provinces.map((p) => p.name)}
            selected={province}
            onChoose={chooseProvince}
          />
        )}
      </KioskDialog>
    </div>
  );
}

function ChoiceGrid({
  testId,
  options,
  selected,
  onChoose,
}: {
  testId: string;
  options: string[];
  selected: string;
  onChoose: (option: string) => void;
}) {
  return (
    <div className="grid grid-cols-3 gap-3 landscape:grid-cols-5" data-testid={testId}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={selected === option}
          onClick={() => onChoose(option)}
          className={cn(
            'min-h-16 rounded-2xl px-4 py-2 font-semibold text-xl ring-2 transition-colors active:scale-[0.98]',
            'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-400',
            selected === option
              ? 'bg-primary-500 text-secondary-950 ring-primary-500'
              : 'bg-surface text-ink ring-line hover:ring-primary-200',
          )}
        >
          {option}
        </button>
      ))}
    </div>
  );
}

function PickerButton({
  field,
  label,
  placeholder,
  value,
  error,
  disabled,
  onOpen,
}: {
  field: 'province' | 'district';
  label: string;
  placeholder: string;
  value: string;
  error: string | undefined;
  disabled?: boolean;
  onOpen: () => void;
}) {
  return (
    <FieldShell field={field} label={label} error={error}>
      {(id, describedBy) => (
        <button
          id={id}
          type="button"
          aria-haspopup="dialog"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          onClick={onOpen}
          className={cn(
            'flex h-18 w-full items-center justify-between rounded-2xl border bg-white px-5 text-left text-2xl shadow-sm',
            'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-100',
            'disabled:cursor-not-allowed disabled:bg-surface-muted',
            error ? 'border-red-400' : 'border-line',
            value ? 'text-ink' : 'text-ink-muted/70',
          )}
        >
          <span className="truncate" data-testid={`customer-${field}-value`}>
            {value || placeholder}
          </span>
          <ChevronDown className="size-7 shrink-0 text-ink-muted" aria-hidden="true" />
        </button>
      )}
    </FieldShell>
  );
}

interface FieldShellProps {
  field: Field | 'province';
  label: string;
  optional?: boolean;
  hint?: string | undefined;
  error?: string | undefined;
  wide?: boolean;
  /** The whole row, in both orientations. */
  full?: boolean;
  counter?: [number, number];
  children: (id: string, describedBy: string | undefined) => ReactNode;
}

function FieldShell({ field, label, optional, hint, error, wide, full, counter, children }: FieldShellProps) {
  const { t } = useTranslation();
  const id = `customer-${field}`;
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={cn('flex flex-col gap-2', (wide || full) && 'col-span-2', full && 'landscape:col-span-4')}
      data-field={field}
      data-invalid={error ? true : undefined}
    >
      <label
        htmlFor={id}
        className="flex items-baseline justify-between gap-3 font-bold text-secondary-900 text-xl"
      >
        <span>
          {label}
          {optional && (
            <span className="ml-2 font-medium text-base text-ink-muted">({t('customer.optional')})</span>
          )}
        </span>
        {counter && (
          <span
            className={cn(
              'font-medium text-base tabular-nums',
              counter[0] > counter[1] ? 'text-red-700' : 'text-ink-muted',
            )}
          >
            {t('customer.characters', { count: counter[0], max: counter[1] })}
          </span>
        )}
      </label>
      {children(id, describedBy)}
      {hint && !error && (
        <p id={hintId} className="text-base text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p
          id={errorId}
          className="flex items-center gap-2 font-semibold text-lg text-red-700"
          data-testid="field-error"
        >
          <AlertCircle className="size-5 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps {
  field: Field;
  label: string;
  value: string;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  wide?: boolean;
  counter?: number;
  onChange: (field: Field, value: string) => void;
  type?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  autoComplete?: string;
  maxLength?: number;
}

function TextField({
  field,
  label,
  value,
  error,
  hint,
  optional,
  wide,
  counter,
  onChange,
  type = 'text',
  inputMode,
  autoComplete,
  maxLength,
}: TextFieldProps) {
  return (
    <FieldShell
      field={field}
      label={label}
      optional={optional ?? OPTIONAL.has(field)}
      hint={hint}
      error={error}
      wide={wide ?? false}
      {...(counter ? { counter: [value.length, counter] as [number, number] } : {})}
    >
      {(id, describedBy) => (
        <input
          id={id}
          type={type}
          value={value}
          // the kiosk's own keyboard types (no OS keyboard on top of it); the kind is kept for assistive tech
          inputMode="none"
          data-input-kind={inputMode}
          autoComplete={autoComplete ?? 'off'}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(field, event.target.value)}
          className={cn(
            'h-18 w-full rounded-2xl border bg-white px-5 text-2xl text-ink shadow-sm transition-colors',
            'focus-visible:outline-none focus-visible:ring-4',
            error
              ? 'border-red-400 focus-visible:ring-red-100'
              : 'border-line focus-visible:border-primary-500 focus-visible:ring-primary-100',
          )}
        />
      )}
    </FieldShell>
  );
}
