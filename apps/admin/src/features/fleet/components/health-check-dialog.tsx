import type { HealthCheckResult, KioskUser } from '@kiosk/contracts';
import { Badge, Button, Dialog, Spinner } from '@kiosk/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fleetErrorMessage } from '../../../lib/fleet-error';
import { runHealthCheck } from '../api/request-health-check';

type State =
  | { kind: 'running' }
  | { kind: 'done'; result: HealthCheckResult }
  | { kind: 'failed'; message: string };

/**
 * The card's health check: a STATUS_REQUEST over realtime; shows the round trip, app version,
 * screen, terminal (as the kiosk and the server see it), or that the kiosk did not answer.
 */
export function HealthCheckDialog({ kiosk, onClose }: { kiosk: KioskUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'running' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the check (Retry)
  useEffect(() => {
    if (!kiosk) return;
    const controller = new AbortController();
    setState({ kind: 'running' });
    runHealthCheck(kiosk.id, controller.signal)
      .then((result) => !controller.signal.aborted && setState({ kind: 'done', result }))
      .catch(
        (error: unknown) =>
          !controller.signal.aborted &&
          setState({ kind: 'failed', message: fleetErrorMessage(error, t, t('fleet.health.failed')) }),
      );
    return () => controller.abort();
  }, [kiosk, attempt, t]);

  const row = (label: string, value: ReactNode) => (
    <div className="flex justify-between gap-3 py-1.5 text-sm">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="text-right text-ink">{value}</dd>
    </div>
  );
  const result = state.kind === 'done' ? state.result : null;
  return (
    <Dialog
      open={kiosk !== null}
      onOpenChange={(next) => !next && onClose()}
      title={t('fleet.health.title')}
      description={kiosk?.username}
      size="sm"
      footer={
        <>
          <Button
            variant="outline"
            onClick={() => setAttempt((n) => n + 1)}
            disabled={state.kind === 'running'}
          >
            {t('fleet.common.retry')}
          </Button>
          <Button onClick={onClose}>{t('fleet.common.close')}</Button>
        </>
      }
    >
      <div data-testid="health-check" data-state={state.kind === 'done' ? state.result.status : state.kind}>
        {state.kind === 'running' && (
          <p className="flex items-center gap-2 text-ink-muted text-sm">
            <Spinner size="sm" />
            {t('fleet.health.waiting')}
          </p>
        )}
        {state.kind === 'failed' && <p className="text-red-700 text-sm">{state.message}</p>}
        {result && result.status !== 'answered' && (
          <p className="text-red-700 text-sm">{t('fleet.health.noAnswer')}</p>
        )}
        {result && result.status === 'answered' && (
          <dl className="divide-y divide-line">
            {row(
              t('fleet.health.answer'),
              <Badge tone="success" dot>
                {t('fleet.health.answered')}
              </Badge>,
            )}
            {row(t('fleet.health.roundTrip'), `${result.round_trip_ms ?? '—'} ms`)}
            {row(t('fleet.health.appVersion'), result.response?.app_version ?? '—')}
            {row(
              t('fleet.health.screen'),
              <span className="font-mono">{result.response?.screen ?? '—'}</span>,
            )}
            {row(
              t('fleet.health.kioskTerminal'),
              result.response?.terminal
                ? `${result.response.terminal.reachable ? t('fleet.health.reachable') : t('fleet.health.unreachable')}${
                    result.response.terminal.mode ? ` · ${result.response.terminal.mode}` : ''
                  }`
                : '—',
            )}
          </dl>
        )}
        {result?.terminal && (
          <dl className="mt-2 divide-y divide-line border-line border-t pt-2">
            {row(
              t('fleet.health.serverTerminal'),
              `${result.terminal.pos_serial_number} · ${t(`fleet.pos.status_${result.terminal.connection_status}`)}`,
            )}
          </dl>
        )}
      </div>
    </Dialog>
  );
}
