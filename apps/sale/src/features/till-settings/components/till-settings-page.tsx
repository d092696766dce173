import type { TillTerminal } from '@kiosk/contracts';
import { Button, cn, LanguageSwitch, Spinner, Switch, toast, useDocumentTitle } from '@kiosk/ui';
import { AlertTriangle, Check, CreditCard, Image, Languages, RefreshCw, Unlink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { setShowImages, useLocalShowImages } from '../../../lib/show-images';
import { useShowProductImagesSetting } from '../../../lib/show-product-images-setting';
import { setTillTerminalId, useTillTerminalId } from '../../../lib/till-terminal';
import { useTillTerminals } from '../api/get-till-terminals';

/** Till settings: this till's card terminal, its own images switch and the language. */
export function TillSettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('sale.till.settings.title'), t('common.brand'));
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5" data-testid="till-settings">
      <header>
        <h1 className="font-bold text-2xl text-ink tracking-tight">{t('sale.till.settings.title')}</h1>
        <p className="mt-1 text-ink-muted">{t('sale.till.settings.subtitle')}</p>
      </header>
      <TerminalSection />
      <div className="grid gap-5 md:grid-cols-2">
        <DisplaySection />
        <section className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-line">
          <SectionTitle
            icon={Languages}
            title={t('sale.till.settings.language.title')}
            text={t('sale.till.settings.language.text')}
          />
          <LanguageSwitch className="mt-4" />
        </section>
      </div>
    </div>
  );
}

function SectionTitle({ icon: Icon, title, text }: { icon: typeof Image; title: string; text: string }) {
  return (
    <div className="flex items-start gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-800 ring-1 ring-primary-100">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div>
        <h2 className="font-semibold text-ink text-lg leading-tight">{title}</h2>
        <p className="text-ink-muted text-sm">{text}</p>
      </div>
    </div>
  );
}

function TerminalSection() {
  const { t } = useTranslation();
  const linkedId = useTillTerminalId();
  const terminals = useTillTerminals();
  const list = terminals.data ?? [];
  const missing = linkedId !== null && terminals.isSuccess && !list.some((d) => d.id === linkedId);

  const link = (terminal: TillTerminal) => {
    setTillTerminalId(terminal.id);
    toast.success(t('sale.till.settings.terminal.linked', { name: nameOf(terminal) }));
  };

  return (
    <section
      className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-line"
      aria-labelledby="terminal-title"
      data-testid="terminal-section"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div id="terminal-title">
          <SectionTitle
            icon={CreditCard}
            title={t('sale.till.settings.terminal.title')}
            text={t('sale.till.settings.terminal.text')}
          />
        </div>
        {linkedId && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setTillTerminalId(null);
              toast.info(t('sale.till.settings.terminal.unlinked'));
            }}
          >
            <Unlink aria-hidden="true" />
            {t('sale.till.settings.terminal.unlink')}
          </Button>
        )}
      </div>

      {missing && (
        <p
          role="alert"
          className="mt-4 flex items-center gap-2 rounded-xl bg-amber-50 px-4 py-3 font-medium text-amber-900 text-sm ring-1 ring-amber-200"
        >
          <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
          {t('sale.till.settings.terminal.missing')}
        </p>
      )}

      <div className="mt-4">
        {terminals.isPending ? (
          <Spinner size="sm" showLabel label={t('sale.till.settings.terminal.loading')} />
        ) : terminals.isError ? (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 px-4 py-3 text-red-800 text-sm ring-1 ring-red-200"
          >
            <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
            <span className="flex-1">{t('sale.till.settings.terminal.error')}</span>
            <Button variant="outline" size="sm" onClick={() => void terminals.refetch()}>
              <RefreshCw aria-hidden="true" />
              {t('sale.till.settings.terminal.retry')}
            </Button>
          </div>
        ) : list.length === 0 ? (
          <p
            className="rounded-xl bg-surface-muted px-4 py-3 text-ink-muted text-sm"
            data-testid="no-terminals"
          >
            {t('sale.till.settings.terminal.empty')}
          </p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2" aria-label={t('sale.till.settings.terminal.choose')}>
            {list.map((terminal) => (
              <TerminalOption
                key={terminal.id}
                terminal={terminal}
                current={terminal.id === linkedId}
                onChoose={() => link(terminal)}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** One terminal to link this till to: name, serial and mode, "this till" and "simulator" badges. */
function TerminalOption({
  terminal,
  current,
  onChoose,
}: {
  terminal: TillTerminal;
  current: boolean;
  onChoose(): void;
}) {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        aria-pressed={current}
        onClick={onChoose}
        data-testid="terminal-option"
        className={cn(
          'flex w-full items-start gap-3 rounded-xl p-3 text-left ring-2 transition-colors',
          'focus-visible:outline-none focus-visible:ring-primary-600',
          current ? 'bg-primary-50 ring-primary-500' : 'bg-white ring-line hover:ring-primary-300',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'mt-0.5 grid size-5 shrink-0 place-items-center rounded-full ring-2',
            current ? 'bg-primary-500 ring-primary-500 text-secondary-950' : 'ring-line',
          )}
        >
          {current && <Check className="size-3.5" />}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-ink">{nameOf(terminal)}</span>
          <span className="block text-ink-muted text-xs">
            {t('sale.till.settings.terminal.serial', { serial: terminal.pos_serial_number })} ·{' '}
            {t('sale.till.settings.terminal.mode', { mode: terminal.payment_mode })}
          </span>
          <span className="mt-1 flex flex-wrap gap-1">
            {current && (
              <span className="rounded-full bg-secondary-900 px-2 py-0.5 font-semibold text-[11px] text-white">
                {t('sale.till.settings.terminal.current')}
              </span>
            )}
            {terminal.test_environment && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-[11px] text-amber-900">
                {t('sale.till.settings.terminal.simulator')}
              </span>
            )}
          </span>
        </span>
      </button>
    </li>
  );
}

function nameOf(terminal: TillTerminal): string {
  return terminal.device_name || terminal.pos_serial_number;
}

function DisplaySection() {
  const { t } = useTranslation();
  const local = useLocalShowImages();
  const admin = useShowProductImagesSetting();
  return (
    <section className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-line">
      <SectionTitle
        icon={Image}
        title={t('sale.till.settings.display.title')}
        text={t('sale.till.settings.display.showImagesHint')}
      />
      <div className="mt-4 flex items-center justify-between gap-4 rounded-xl bg-surface px-4 py-3 ring-1 ring-line">
        <span id="show-images-label" className="font-medium text-ink">
          {t('sale.till.settings.display.showImages')}
        </span>
        <Switch
          checked={local && admin.enabled}
          disabled={!admin.enabled}
          onCheckedChange={setShowImages}
          aria-labelledby="show-images-label"
          data-testid="show-images-switch"
        />
      </div>
      {!admin.enabled && (
        <p className="mt-2 text-ink-muted text-sm">{t('sale.till.settings.display.disabledByAdmin')}</p>
      )}
    </section>
  );
}
