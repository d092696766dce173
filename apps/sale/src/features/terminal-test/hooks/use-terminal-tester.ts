import type { TerminalTestResult } from '@kiosk/contracts';
import { isApiError } from '@kiosk/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckConnection } from '../api/check-connection';
import { useReadDeviceInfo } from '../api/read-device-info';
import { useRunTestSale } from '../api/run-test-sale';
import type { LogEntry, TestStep } from '../components/exchange-log';
import { parseTestAmount } from '../utils/amount';
import { testMessage } from '../utils/test-message';
import { testErrorKey } from '../utils/test-outcome';

/**
 * The terminal test screen's state: the device info (read on opening), the connection check, the
 * test sale (amount, and the simulator's outcome in the test environment) and the exchange log.
 */
export function useTerminalTester(terminalId: string) {
  const { t } = useTranslation();
  const readInfo = useReadDeviceInfo();
  const check = useCheckConnection();
  const sale = useRunTestSale();
  const [latestInfo, setLatestInfo] = useState<TerminalTestResult | null>(null);
  const [connection, setConnection] = useState<TerminalTestResult | null>(null);
  const [saleResult, setSaleResult] = useState<TerminalTestResult | null>(null);
  const [testEnvironment, setTestEnvironment] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [amountText, setAmountText] = useState('1');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string>('approve');
  const { entries, clearLog, append } = useTestLog();

  const onError = (caught: unknown) => setError(t(testErrorKey(isApiError(caught) ? caught.code : null)));
  const log = (step: TestStep, result: TerminalTestResult) => {
    setTestEnvironment(result.test_environment);
    append(step, result.ok, testMessage(t, result), result.exchanges);
  };

  const runReadInfo = () => {
    setError(null);
    readInfo.mutate(terminalId, {
      onSuccess: (result) => {
        log('deviceInfo', result);
        setLatestInfo(result);
      },
      onError,
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
      onError,
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
        onError,
      },
    );
  };

  return {
    entries,
    clearLog,
    latestInfo,
    connection,
    saleResult,
    testEnvironment,
    error,
    amountText,
    setAmountText,
    amountError,
    outcome,
    setOutcome,
    runReadInfo,
    runCheck,
    runSale,
    reading: readInfo.isPending,
    checking: check.isPending,
    selling: sale.isPending,
    busy: readInfo.isPending || check.isPending || sale.isPending,
  };
}

export type TerminalTester = ReturnType<typeof useTerminalTester>;

/** The exchange log, newest first. */
function useTestLog() {
  const [entries, setEntries] = useState<LogEntry[]>([]);
  const nextId = useRef(1);
  const append = (step: TestStep, ok: boolean, message: string, exchanges: LogEntry['exchanges']) => {
    const entry: LogEntry = { id: nextId.current++, step, at: new Date(), ok, message, exchanges };
    setEntries((current) => [entry, ...current]);
  };
  return { entries, clearLog: () => setEntries([]), append };
}
