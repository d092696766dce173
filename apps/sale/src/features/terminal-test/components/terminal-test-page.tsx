import { Badge, buttonClassName, PageHeader, useDocumentTitle } from '@kiosk/ui';
import { CircleAlert, PlugZap, Settings, Stethoscope } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TILL_PATHS } from '../../../lib/till-paths';
import { useTillTerminalId } from '../../../lib/till-terminal';
import { useTerminalTester } from '../hooks/use-terminal-tester';
import { ExchangeLog } from './exchange-log';
import { ConnectionCard, DeviceInfoCard, TestSaleCard } from './test-cards';

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
  const tester = useTerminalTester(terminalId);
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
          tester.testEnvironment ? (
            <Badge tone="info" dot>
              {t('sale.terminalTest.testEnvironment')}
            </Badge>
          ) : undefined
        }
      />

      {tester.error && (
        <div
          role="alert"
          className="mb-4 flex items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800"
        >
          <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>{tester.error}</p>
        </div>
      )}
      <div className="grid items-start gap-4 lg:grid-cols-3">
        <DeviceInfoCard tester={tester} />
        <ConnectionCard tester={tester} />
        <TestSaleCard tester={tester} />
      </div>

      <div className="mt-4">
        <ExchangeLog entries={tester.entries} onClear={tester.clearLog} />
      </div>
    </div>
  );
}
