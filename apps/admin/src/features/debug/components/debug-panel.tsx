import { Button, cn, toast, useLanguage } from '@kiosk/ui';
import { Bug, ChevronUp, Copy, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCapturedLogs } from '../hooks/use-captured-logs';
import { copyText } from '../utils/copy-text';
import { type CapturedLog, clearLogs, formatLogReport, installLogCapture } from '../utils/log-capture';

const levelStyles: Record<CapturedLog['level'], string> = {
  log: 'bg-secondary-100 text-secondary-800',
  warn: 'bg-amber-100 text-amber-800',
  error: 'bg-red-100 text-red-800',
};

/** Collapsible panel with the latest captured logs and the last error (shown with ?debug=true). */
export function DebugPanel() {
  const { t } = useTranslation();
  const { logs, lastError } = useCapturedLogs();
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();

  useEffect(() => installLogCapture(), []);

  async function onCopy() {
    try {
      await copyText(
        formatLogReport(
          { logs, lastError },
          { url: window.location.href, userAgent: navigator.userAgent, time: new Date().toISOString() },
        ),
      );
      toast.success(t('admin.debug.copied'));
    } catch {
      toast.error(t('admin.debug.copyFailed'));
    }
  }

  return (
    <section
      aria-label={t('admin.debug.panel')}
      data-testid="debug-panel"
      className="fixed right-4 bottom-4 z-40 w-[min(28rem,calc(100vw-2rem))] overflow-hidden rounded-2xl border border-secondary-800 bg-secondary-950 text-secondary-100 shadow-raised"
    >
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={() => setExpanded((open) => !open)}
        className="flex w-full items-center gap-3 px-4 py-3 text-left transition-colors hover:bg-white/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-400 focus-visible:ring-inset"
      >
        <Bug className="size-4 text-primary-400" aria-hidden="true" />
        <span className="font-semibold text-sm">{t('admin.debug.title')}</span>
        <span className="rounded-full bg-white/10 px-2 py-0.5 font-mono text-xs">{logs.length}</span>
        {lastError && <span className="size-2 rounded-full bg-red-500" aria-hidden="true" />}
        <span className="sr-only">{expanded ? t('admin.debug.collapse') : t('admin.debug.expand')}</span>
        <ChevronUp
          className={cn('ml-auto size-4 transition-transform', !expanded && 'rotate-180')}
          aria-hidden="true"
        />
      </button>

      <div id={bodyId} hidden={!expanded} className="border-white/10 border-t">
        <LastError lastError={lastError} />
        <LogList logs={logs} />
        <div className="flex justify-end gap-2 px-4 py-3">
          <Button size="sm" variant="primary" onClick={() => void onCopy()}>
            <Copy aria-hidden="true" />
            {t('admin.debug.copy')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-secondary-200 hover:bg-white/10 hover:text-white"
            onClick={clearLogs}
          >
            <Trash2 aria-hidden="true" />
            {t('admin.debug.clear')}
          </Button>
        </div>
      </div>
    </section>
  );
}

/** The last error caught, or that there was none. */
function LastError({ lastError }: { lastError: CapturedLog | null }) {
  const { t } = useTranslation();
  return (
    <div className="px-4 pt-3">
      <h2 className="mb-1.5 font-semibold text-secondary-300 text-xs uppercase tracking-wider">
        {t('admin.debug.lastError')}
      </h2>
      <p
        data-testid="debug-last-error"
        className={cn(
          'break-words rounded-lg px-3 py-2 font-mono text-xs',
          lastError ? 'bg-red-950/60 text-red-200' : 'bg-white/5 text-secondary-300',
        )}
      >
        {lastError ? lastError.message : t('admin.debug.noError')}
      </p>
    </div>
  );
}

/** The captured logs, newest first, with their time and level. */
function LogList({ logs }: { logs: readonly CapturedLog[] }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return (
    <div className="px-4 pt-3">
      <h2 className="mb-1.5 font-semibold text-secondary-300 text-xs uppercase tracking-wider">
        {t('admin.debug.logs')}
      </h2>
      {logs.length === 0 ? (
        <p className="rounded-lg bg-white/5 px-3 py-2 text-secondary-300 text-xs">
          {t('admin.debug.noLogs')}
        </p>
      ) : (
        <ol
          className="max-h-64 space-y-1 overflow-y-auto rounded-lg bg-black/20 p-2"
          data-testid="debug-logs"
        >
          {[...logs].reverse().map((log) => (
            <li key={log.id} className="flex gap-2 font-mono text-[11px] leading-relaxed">
              <time className="shrink-0 text-secondary-400" dateTime={new Date(log.time).toISOString()}>
                {time.format(log.time)}
              </time>
              <span className={cn('h-fit shrink-0 rounded px-1 font-bold uppercase', levelStyles[log.level])}>
                {log.level}
              </span>
              <span className="min-w-0 whitespace-pre-wrap break-words text-secondary-100">
                {log.message}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
