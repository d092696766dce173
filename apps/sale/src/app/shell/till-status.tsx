import { cn } from '@kiosk/ui';
import { CreditCard, Link2Off } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type TerminalState,
  useTillTerminalCheck,
} from '../../features/till-settings/api/check-till-terminal';
import { useTillTerminals } from '../../features/till-settings/api/get-till-terminals';
import { TILL_PATHS } from '../../lib/till-paths';
import { useTillTerminalId } from '../../lib/till-terminal';

const DOT: Record<TerminalState, string> = {
  connected: 'bg-emerald-400 shadow-[0_0_0_3px_rgb(52_211_153/0.25)]',
  unreachable: 'bg-red-400 shadow-[0_0_0_3px_rgb(248_113_113/0.25)]',
  unknown: 'bg-white/40',
  checking: 'bg-amber-300 animate-pulse',
  not_linked: 'bg-white/40',
};

/** The till's name (its terminal's device name) and whether the terminal can be reached. */
export function TillStatus() {
  const { t } = useTranslation();
  const terminalId = useTillTerminalId();
  const terminals = useTillTerminals();
  const { state, message } = useTillTerminalCheck(terminalId);

  if (!terminalId) {
    return (
      <Link
        to={TILL_PATHS.settings}
        data-testid="till-status"
        data-state="not_linked"
        className="flex min-w-0 items-center gap-2 rounded-xl bg-amber-400/15 px-3 py-1.5 text-amber-100 ring-1 ring-amber-300/40 transition-colors hover:bg-amber-400/25 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-400"
      >
        <Link2Off className="size-4 shrink-0" aria-hidden="true" />
        <span className="leading-tight">
          <span className="block whitespace-nowrap font-semibold text-sm">
            {t('sale.till.topBar.notLinked')}
          </span>
          <span className="block whitespace-nowrap text-[11px] text-amber-200/80">
            {t('sale.till.topBar.linkTill')}
          </span>
        </span>
      </Link>
    );
  }

  const terminal = terminals.data?.find((d) => d.id === terminalId);
  const name = terminal?.device_name || terminal?.pos_serial_number || `${terminalId.slice(0, 8)}…`;
  const stateText = t(`sale.till.topBar.terminal.${state}`);
  return (
    <Link
      to={TILL_PATHS.settings}
      data-testid="till-status"
      data-state={state}
      title={message ?? stateText}
      className="flex min-w-0 items-center gap-2.5 rounded-xl bg-white/5 px-3 py-1.5 ring-1 ring-white/10 transition-colors hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-400"
    >
      <CreditCard className="size-4 shrink-0 text-primary-300" aria-hidden="true" />
      <span className="min-w-0 leading-tight">
        <span className="block max-w-40 truncate font-semibold text-sm">
          <span className="sr-only">{t('sale.till.topBar.till')}: </span>
          {name}
        </span>
        <span className="flex items-center gap-1.5 text-[11px] text-white/70">
          <span aria-hidden="true" className={cn('size-2 shrink-0 rounded-full', DOT[state])} />
          <span data-testid="terminal-state">{stateText}</span>
        </span>
      </span>
    </Link>
  );
}
