import { SIMULATOR_OUTCOMES, type TerminalTestResult } from '@kiosk/contracts';
import {
  Badge,
  Button,
  buttonClassName,
  cn,
  describedBy,
  Field,
  Input,
  isApiError,
  PageHeader,
  Select,
  useDocumentTitle,
} from '@kiosk/ui';
import {
  CheckCircle2,
  CircleAlert,
  CreditCard,
  FlaskConical,
  Info,
  PlugZap,
  RefreshCw,
  Settings,
  Stethoscope,
  XCircle,
} from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TILL_PATHS } from '../../../lib/till-paths';
import { useTillTerminalId } from '../../../lib/till-terminal';
import { useCheckConnection } from '../api/check-connection';
import { useReadDeviceInfo } from '../api/read-device-info';
import { useRunTestSale } from '../api/run-test-sale';
import { parseTestAmount } from '../utils/amount';
import { testMessage } from '../utils/test-message';
import { ExchangeLog, type LogEntry, type TestStep } from './exchange-log';

const KNOWN_ERRORS = ['pos_device_not_found', 'pos_device_inactive', 'not_test_environment'];

function Card({
  title,
  icon: Icon,
  children,
  labelId,
}: {
  title: string;
  icon: typeof Info;
  children: ReactNode;
  labelId: string;
}) {
  return (
    <section aria-labelledby={labelId} className="rounded-2xl border border-line bg-white p-5 shadow-card">
      <div className="mb-4 flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-100 text-primary-800">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h2 id={labelId} className="font-semibold text-ink text-lg">
          {title}
        </h2>
      </div>
      {children}
    </section>
  );
}

/** The till's payment terminal test screen: device info, connection check, test sale, raw log. */
export function TerminalTestPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('sale.terminalTest.title'), t('common.brand'));
  const terminalId = useTillTerminalId();

  if (!terminalId) {
    return (
      <div className="mx-auto w-full max-w-3xl">
        <PageHeader title={t('sale.terminalTest.title')} description={t('sale.terminalTest.description')} />
        <div
          className="flex flex-col items-center rounded-2xl border border-line border-dashed bg-white p-10 text-center shadow-card"
          data-testid="terminal-test-not-linked"
        >
          <span className="mb-4 flex size-14 items-center justify-center rounded-2xl bg-primary-100 text-primary-800">
            <PlugZap className="size-7" aria-hidden="true" />
          </span>
          <h2 className="font-semibold text-ink text-xl">{t('sale.terminalTest.noTerminal.title')}</h2>
          <p className="mt-2 max-w-md text-ink-muted">{t('sale.terminalTest.noTerminal.text')}</p>
          <Link to={TILL_PATHS.settings} className={buttonClassName({ className: 'mt-6' })}>
            <Settings aria-hidden="true" />
            {t('sale.terminalTest.noTerminal.action')}
          </Link>
        </div>
      </div>
    );
  }
  return <TerminalTester key={terminalId} terminalId={terminalId} />;
}

function TerminalTester({ terminalId }: { terminalId: string }) {
  const { t } = useTranslation();
  const readInfo = useReadDeviceInfo();
  const check = useCheckConnection();
  const sale = useRunTestSale();
  const [entries, setEntries] = useState<LogEntry[]>([]);
  const [latestInfo, setLatestInfo] = useState<TerminalTestResult | null>(null);
  const [connection, setConnection] = useState<TerminalTestResult | null>(null);
  const [saleResult, setSaleResult] = useState<TerminalTestResult | null>(null);
  const [testEnvironment, setTestEnvironment] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [amountText, setAmountText] = useState('1');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string>('approve');
  const nextId = useRef(1);

  const errorText = (caught: unknown) =>
    isApiError(caught) && KNOWN_ERRORS.includes(caught.code)
      ? t(`sale.terminalTest.errors.${caught.code}`)
      : t('sale.terminalTest.errors.generic');

  const log = (step: TestStep, result: TerminalTestResult) => {
    setTestEnvironment(result.test_environment);
    const entry: LogEntry = {
      id: nextId.current++,
      step,
      at: new Date(),
      ok: result.ok,
      message: testMessage(t, result),
      exchanges: result.exchanges,
    };
    setEntries((current) => [entry, ...current]);
  };

  const runReadInfo = () => {
    setError(null);
    readInfo.mutate(terminalId, {
      onSuccess: (result) => {
        log('deviceInfo', result);
        setLatestInfo(result);
      },
      onError: (caught) => setError(errorText(caught)),
    });
  };

  // the terminal's identity is read as soon as the screen opens
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per linked terminal (the component is keyed by it)
  useEffect(() => {
    runReadInfo();
  }, []);

  const runCheck = () => {
    setError(null);
    check.mutate(terminalId, {
      onSuccess: (result) => {
        log('checkConnection', result);
        setConnection(result);
        if (result.device_info) setLatestInfo(result);
      },
      onError: (caught) => setError(errorText(caught)),
    });
  };

  const runSale = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseTestAmount(amountText);
    if (amount === null) {
      setAmountError(t('sale.terminalTest.sale.amountInvalid'));
      return;
    }
    setAmountError(null);
    setError(null);
    setSaleResult(null);
    sale.mutate(
      { pos_device_id: terminalId, amount_minor: amount, ...(testEnvironment ? { outcome } : {}) },
      {
        onSuccess: (result) => {
          log('sale', result);
          setSaleResult(result);
        },
        onError: (caught) => setError(errorText(caught)),
      },
    );
  };

  const info = latestInfo?.device_info ?? null;
  const busy = readInfo.isPending || check.isPending || sale.isPending;

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title={
          <span className="flex items-center gap-3">
            <Stethoscope className="size-7 text-primary-600" aria-hidden="true" />
            {t('sale.terminalTest.title')}
          </span>
        }
        description={t('sale.terminalTest.description')}
        actions={
          testEnvironment ? (
            <Badge tone="info" dot>
              {t('sale.terminalTest.testEnvironment')}
            </Badge>
          ) : undefined
        }
      />

      {error && (
        <div
          role="alert"
          className="mb-4 flex items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800"
        >
          <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>{error}</p>
        </div>
      )}

      <div className="grid items-start gap-4 lg:grid-cols-3">
        <Card title={t('sale.terminalTest.deviceInfo.title')} icon={Info} labelId="terminal-test-info">
          {info ? (
            <dl
              className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm"
              data-testid="terminal-device-info"
            >
              {(
                [
                  ['serial', info.serial_number],
                  ['terminalId', info.terminal_id],
                  ['merchantId', info.merchant_id],
                  ['version', info.version],
                  ...(info.model ? [['model', info.model] as const] : []),
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="text-ink-muted">{t(`sale.terminalTest.deviceInfo.${key}`)}</dt>
                  <dd className="break-all font-mono font-semibold text-ink">{value || '—'}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="text-ink-muted text-sm">
              {latestInfo && !latestInfo.ok
                ? testMessage(t, latestInfo)
                : t('sale.terminalTest.deviceInfo.notRead')}
            </p>
          )}
          <Button
            variant="outline"
            className="mt-4 w-full"
            onClick={runReadInfo}
            loading={readInfo.isPending}
            disabled={busy}
          >
            <RefreshCw aria-hidden="true" />
            {t('sale.terminalTest.deviceInfo.read')}
          </Button>
        </Card>

        <Card
          title={t('sale.terminalTest.connection.title')}
          icon={PlugZap}
          labelId="terminal-test-connection"
        >
          <div className="min-h-16" data-testid="terminal-connection">
            {connection ? (
              <div
                className={cn(
                  'flex items-start gap-3 rounded-xl p-3',
                  connection.ok ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800',
                )}
              >
                {connection.ok ? (
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                ) : (
                  <XCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                )}
                <div>
                  <p className="font-semibold">
                    {connection.ok
                      ? t('sale.terminalTest.connection.connected')
                      : t('sale.terminalTest.connection.failed')}
                  </p>
                  {!connection.ok && <p className="text-sm">{testMessage(t, connection)}</p>}
                </div>
              </div>
            ) : (
              <p className="text-ink-muted text-sm">{t('sale.terminalTest.connection.notChecked')}</p>
            )}
          </div>
          <Button
            variant="outline"
            className="mt-4 w-full"
            onClick={runCheck}
            loading={check.isPending}
            disabled={busy}
          >
            <PlugZap aria-hidden="true" />
            {t('sale.terminalTest.connection.check')}
          </Button>
        </Card>

        <Card title={t('sale.terminalTest.sale.title')} icon={CreditCard} labelId="terminal-test-sale">
          <p className="mb-4 text-ink-muted text-sm">{t('sale.terminalTest.sale.description')}</p>
          <form onSubmit={runSale} noValidate className="space-y-4">
            <Field
              id="terminal-test-amount"
              label={t('sale.terminalTest.sale.amount')}
              hint={t('sale.terminalTest.sale.amountHint')}
              error={amountError}
            >
              <Input
                id="terminal-test-amount"
                inputMode="decimal"
                value={amountText}
                onChange={(event) => setAmountText(event.target.value)}
                invalid={amountError !== null}
                aria-describedby={describedBy('terminal-test-amount', amountError, true)}
              />
            </Field>
            {testEnvironment && (
              <Field
                id="terminal-test-outcome"
                label={
                  <span className="flex items-center gap-1.5">
                    <FlaskConical className="size-4 text-sky-700" aria-hidden="true" />
                    {t('sale.terminalTest.sale.outcome')}
                  </span>
                }
                hint={t('sale.terminalTest.sale.outcomeHint')}
              >
                <Select
                  id="terminal-test-outcome"
                  value={outcome}
                  onChange={(event) => setOutcome(event.target.value)}
                  aria-describedby="terminal-test-outcome-hint"
                >
                  {SIMULATOR_OUTCOMES.map((value) => (
                    <option key={value} value={value}>
                      {t(`sale.terminalTest.sale.outcomes.${value}`)}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
            <Button type="submit" className="w-full" size="lg" loading={sale.isPending} disabled={busy}>
              <CreditCard aria-hidden="true" />
              {t('sale.terminalTest.sale.run')}
            </Button>
          </form>
          <div aria-live="polite" className="mt-4">
            {sale.isPending && (
              <p className="text-ink-muted text-sm">{t('sale.terminalTest.sale.running')}</p>
            )}
            {saleResult?.sale && <SaleOutcome result={saleResult} />}
          </div>
        </Card>
      </div>

      <div className="mt-4">
        <ExchangeLog entries={entries} onClear={() => setEntries([])} />
      </div>
    </div>
  );
}

function SaleOutcome({ result }: { result: TerminalTestResult }) {
  const { t } = useTranslation();
  const sale = result.sale;
  if (!sale) return null;
  const approved = sale.status === 'approved';
  const title = approved
    ? sale.voided
      ? t('sale.terminalTest.sale.approvedVoided')
      : t('sale.terminalTest.sale.approvedNotVoided')
    : sale.status === 'declined'
      ? t('sale.terminalTest.sale.declined')
      : t('sale.terminalTest.sale.unknown');
  const good = approved && sale.voided;
  return (
    <div
      data-testid="terminal-test-sale-outcome"
      data-status={sale.status}
      data-voided={sale.voided}
      className={cn(
        'rounded-xl p-3 text-sm',
        good
          ? 'bg-emerald-50 text-emerald-900'
          : approved
            ? 'bg-amber-50 text-amber-900'
            : 'bg-red-50 text-red-900',
      )}
    >
      <p className="flex items-center gap-2 font-semibold text-base">
        {good ? (
          <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
        ) : (
          <XCircle className="size-5 shrink-0" aria-hidden="true" />
        )}
        {title}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {sale.sale_number && (
          <>
            <dt className="opacity-75">{t('sale.terminalTest.sale.saleNumber')}</dt>
            <dd className="font-mono">{sale.sale_number}</dd>
          </>
        )}
        {sale.void_number && (
          <>
            <dt className="opacity-75">{t('sale.terminalTest.sale.voidNumber')}</dt>
            <dd className="font-mono">{sale.void_number}</dd>
          </>
        )}
        {sale.error_code && (
          <>
            <dt className="opacity-75">{t('sale.terminalTest.sale.errorCode')}</dt>
            <dd className="font-mono">{sale.error_code}</dd>
          </>
        )}
      </dl>
      {!good && <p className="mt-2">{sale.error_message ?? testMessage(t, result)}</p>}
    </div>
  );
}
