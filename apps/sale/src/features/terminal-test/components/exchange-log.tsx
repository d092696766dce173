import type { TerminalExchange } from '@kiosk/contracts';
import { Badge, Button, cn } from '@kiosk/ui';
import { Check, ChevronRight, Copy, ScrollText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exchangeError } from '../utils/test-message';

export type TestStep = 'deviceInfo' | 'checkConnection' | 'sale';

export interface LogEntry {
  id: number;
  step: TestStep;
  at: Date;
  ok: boolean;
  message: string;
  exchanges: TerminalExchange[];
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2) ?? 'null';

function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`${t('sale.terminalTest.log.copy')}: ${label}`}
      onClick={() => {
        void navigator.clipboard
          ?.writeText(text)
          .then(() => {
            setCopied(true);
            setTimeout(() => setCopied(false), 1500);
          })
          .catch(() => setCopied(false));
      }}
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? t('sale.terminalTest.log.copied') : t('sale.terminalTest.log.copy')}
    </Button>
  );
}

function JsonBlock({ title, value }: { title: string; value: unknown }) {
  const text = pretty(value);
  return (
    <div className="min-w-0">
      <div className="mb-1 flex items-center justify-between gap-2">
        <p className="font-semibold text-ink-muted text-xs uppercase tracking-wide">{title}</p>
        <CopyButton text={text} label={title} />
      </div>
      <section
        aria-label={title}
        // a scrollable region must be reachable (and scrollable) by keyboard
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
        tabIndex={0}
        className="max-h-80 overflow-auto rounded-xl bg-secondary-950 p-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-400"
      >
        <pre className="font-mono text-secondary-100 text-xs leading-relaxed">{text}</pre>
      </section>
    </div>
  );
}

function ExchangeItem({ exchange }: { exchange: TerminalExchange }) {
  const { t } = useTranslation();
  return (
    <li>
      <details
        className="group rounded-xl border border-line bg-surface-muted/60"
        data-testid="terminal-exchange"
      >
        <summary className="flex cursor-pointer list-none items-center gap-2 px-3 py-2 text-sm [&::-webkit-details-marker]:hidden">
          <ChevronRight
            className="size-4 shrink-0 text-ink-muted transition-transform group-open:rotate-90"
            aria-hidden="true"
          />
          <span className="font-mono font-semibold text-ink">{exchange.operation}</span>
          {exchange.status !== null && (
            <Badge tone={exchange.status < 400 ? 'muted' : 'warning'}>
              {t('sale.terminalTest.log.status', { status: exchange.status })}
            </Badge>
          )}
          <span className="text-ink-muted text-xs">
            {t('sale.terminalTest.log.duration', { ms: exchange.duration_ms })}
          </span>
          {exchange.error && (
            <span className="truncate text-red-700 text-xs">{exchangeError(t, exchange)}</span>
          )}
        </summary>
        <div className="grid gap-3 border-line border-t p-3 lg:grid-cols-2">
          <JsonBlock title={t('sale.terminalTest.log.request')} value={exchange.request} />
          {exchange.response === null || exchange.response === undefined ? (
            <div>
              <p className="mb-1 font-semibold text-ink-muted text-xs uppercase tracking-wide">
                {t('sale.terminalTest.log.response')}
              </p>
              <p className="rounded-xl border border-line border-dashed p-3 text-ink-muted text-sm">
                {t('sale.terminalTest.log.noResponse')}
              </p>
            </div>
          ) : (
            <JsonBlock title={t('sale.terminalTest.log.response')} value={exchange.response} />
          )}
        </div>
      </details>
    </li>
  );
}

/** The raw requests to the terminal and its answers, per step, newest first (for support staff). */
export function ExchangeLog({ entries, onClear }: { entries: LogEntry[]; onClear: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <section
      aria-labelledby="terminal-test-log"
      className="rounded-2xl border border-line bg-white p-5 shadow-card"
    >
      <div className="mb-4 flex items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary-100 text-secondary-800">
            <ScrollText className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id="terminal-test-log" className="font-semibold text-ink text-lg">
              {t('sale.terminalTest.log.title')}
            </h2>
            <p className="text-ink-muted text-sm">{t('sale.terminalTest.log.description')}</p>
          </div>
        </div>
        {entries.length > 0 && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            <Trash2 aria-hidden="true" />
            {t('sale.terminalTest.log.clear')}
          </Button>
        )}
      </div>
      {entries.length === 0 ? (
        <p className="rounded-xl border border-line border-dashed p-6 text-center text-ink-muted text-sm">
          {t('sale.terminalTest.log.empty')}
        </p>
      ) : (
        <ol className="space-y-4">
          {entries.map((entry) => (
            <li key={entry.id} data-testid="terminal-log-entry">
              <div className="mb-2 flex flex-wrap items-center gap-2 text-sm">
                <span
                  className={cn('size-2 rounded-full', entry.ok ? 'bg-emerald-500' : 'bg-red-500')}
                  aria-hidden="true"
                />
                <span className="font-semibold text-ink">
                  {t(`sale.terminalTest.log.steps.${entry.step}`)}
                </span>
                <time className="text-ink-muted text-xs" dateTime={entry.at.toISOString()}>
                  {entry.at.toLocaleTimeString(i18n.language)}
                </time>
                <Badge tone={entry.ok ? 'success' : 'warning'}>
                  {entry.ok ? t('sale.terminalTest.log.ok') : t('sale.terminalTest.log.failed')}
                </Badge>
                <span className="min-w-0 flex-1 truncate text-ink-muted text-xs" title={entry.message}>
                  {entry.message}
                </span>
              </div>
              <ul className="space-y-2">
                {entry.exchanges.map((exchange, index) => (
                  // exchanges of one step never change order
                  // biome-ignore lint/suspicious/noArrayIndexKey: a step's exchanges are fixed once logged
                  <ExchangeItem key={index} exchange={exchange} />
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
