import { SIMULATOR_OUTCOMES, type TerminalTestResult } from '@kiosk/contracts';
import { Button, cn, describedBy, Field, Input, Select } from '@kiosk/ui';
import { CheckCircle2, CreditCard, FlaskConical, Info, PlugZap, RefreshCw, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TerminalTester } from '../hooks/use-terminal-tester';
import { testMessage } from '../utils/test-message';
import { saleOutcome } from '../utils/test-outcome';

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

/** The terminal's identity (serial, terminal and merchant ids, version, model), read again on demand. */
export function DeviceInfoCard({ tester }: { tester: TerminalTester }) {
  const { t } = useTranslation();
  const { latestInfo } = tester;
  const info = latestInfo?.device_info ?? null;
  return (
    <Card title={t('sale.terminalTest.deviceInfo.title')} icon={Info} labelId="terminal-test-info">
      {info ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="terminal-device-info">
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
        onClick={tester.runReadInfo}
        loading={tester.reading}
        disabled={tester.busy}
      >
        <RefreshCw aria-hidden="true" />
        {t('sale.terminalTest.deviceInfo.read')}
      </Button>
    </Card>
  );
}

/** Whether the terminal answers (and why not). */
export function ConnectionCard({ tester }: { tester: TerminalTester }) {
  const { t } = useTranslation();
  const { connection } = tester;
  return (
    <Card title={t('sale.terminalTest.connection.title')} icon={PlugZap} labelId="terminal-test-connection">
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
        onClick={tester.runCheck}
        loading={tester.checking}
        disabled={tester.busy}
      >
        <PlugZap aria-hidden="true" />
        {t('sale.terminalTest.connection.check')}
      </Button>
    </Card>
  );
}

/** A real sale of a small amount, voided at once (test environment: the simulator's outcome chosen). */
export function TestSaleCard({ tester }: { tester: TerminalTester }) {
  const { t } = useTranslation();
  return (
    <Card title={t('sale.terminalTest.sale.title')} icon={CreditCard} labelId="terminal-test-sale">
      <p className="mb-4 text-ink-muted text-sm">{t('sale.terminalTest.sale.description')}</p>
      <form onSubmit={tester.runSale} noValidate className="space-y-4">
        <Field
          id="terminal-test-amount"
          label={t('sale.terminalTest.sale.amount')}
          hint={t('sale.terminalTest.sale.amountHint')}
          error={tester.amountError}
        >
          <Input
            id="terminal-test-amount"
            inputMode="decimal"
            value={tester.amountText}
            onChange={(event) => tester.setAmountText(event.target.value)}
            invalid={tester.amountError !== null}
            aria-describedby={describedBy('terminal-test-amount', tester.amountError, true)}
          />
        </Field>
        {tester.testEnvironment && (
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
              value={tester.outcome}
              onChange={(event) => tester.setOutcome(event.target.value)}
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
        <Button type="submit" className="w-full" size="lg" loading={tester.selling} disabled={tester.busy}>
          <CreditCard aria-hidden="true" />
          {t('sale.terminalTest.sale.run')}
        </Button>
      </form>
      <div aria-live="polite" className="mt-4">
        {tester.selling && <p className="text-ink-muted text-sm">{t('sale.terminalTest.sale.running')}</p>}
        {tester.saleResult?.sale && <SaleOutcome result={tester.saleResult} />}
      </div>
    </Card>
  );
}

function SaleOutcome({ result }: { result: TerminalTestResult }) {
  const { t } = useTranslation();
  const sale = result.sale;
  if (!sale) return null;
  const { titleKey, good, approved } = saleOutcome(sale);
  const title = t(titleKey);
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
