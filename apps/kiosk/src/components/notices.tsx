import { cn, createStore, useStore } from '@kiosk/ui';
import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec section 9: a notification stays 5 seconds unless it says otherwise. */
const NOTICE_DURATION_MS = 5000;

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

interface Notice {
  id: number;
  tone: NoticeTone;
  title: string;
  message?: string;
  durationMs: number;
  /** A short confirmation ("added to cart"): small, no close button, taps go through it. */
  passive: boolean;
}

const notices = createStore<Notice[]>([]);
let nextId = 1;

/** Shows a notice above the screen's bottom bar (live menu changes, cart messages, "added"). */
export function notify(notice: {
  tone?: NoticeTone;
  title: string;
  message?: string;
  durationMs?: number;
  passive?: boolean;
}): number {
  const id = nextId++;
  const entry: Notice = {
    id,
    tone: notice.tone ?? 'info',
    title: notice.title,
    durationMs: notice.durationMs ?? NOTICE_DURATION_MS,
    passive: notice.passive === true,
    ...(notice.message ? { message: notice.message } : {}),
  };
  notices.set((list) => [...list.filter((n) => n.title !== entry.title), entry].slice(-4));
  return id;
}

function dismissNotice(id: number): void {
  notices.set((list) => list.filter((n) => n.id !== id));
}

export function clearNotices(): void {
  notices.set([]);
}

const tones: Record<NoticeTone, { icon: typeof Info; className: string }> = {
  info: { icon: Info, className: 'bg-secondary-900 text-white ring-white/10 [&_.icon]:text-primary-300' },
  success: { icon: CheckCircle2, className: 'bg-emerald-700 text-white ring-white/10' },
  warning: { icon: AlertTriangle, className: 'bg-amber-400 text-secondary-950 ring-black/10' },
  error: { icon: XCircle, className: 'bg-red-700 text-white ring-white/10' },
};

function NoticeCard({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => dismissNotice(notice.id), notice.durationMs);
    return () => clearTimeout(timer);
  }, [notice.id, notice.durationMs]);
  const { icon: Icon, className } = tones[notice.tone];
  return (
    <div
      data-testid="notice"
      data-tone={notice.tone}
      data-passive={notice.passive}
      className={cn(
        'flex animate-notice-in items-center rounded-3xl shadow-raised ring-1',
        notice.passive ? 'gap-3 self-center px-6 py-3' : 'w-full gap-4 px-6 py-4',
        className,
      )}
    >
      <Icon className={cn('icon shrink-0', notice.passive ? 'size-7' : 'size-9')} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-bold text-xl leading-snug">{notice.title}</p>
        {notice.message && <p className="mt-0.5 text-lg opacity-90">{notice.message}</p>}
      </div>
      {!notice.passive && (
        <button
          type="button"
          onClick={() => dismissNotice(notice.id)}
          aria-label={t('kiosk.common.close')}
          className="pointer-events-auto inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-black/10 transition-colors hover:bg-black/20 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-white/60"
        >
          <X className="size-6" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

/**
 * The notices, announced politely to screen readers. They rise from the bottom, above the screens'
 * bottom bars (the cart bar, "Pay now"), and taps go through them except on a close button: the
 * header (language, start over) is never covered and a tap right after "added" is never lost.
 */
export function Notices() {
  const list = useStore(notices);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(var(--kiosk-rail)+10rem)] z-[60] mx-auto flex w-[min(44rem,calc(100vw-3rem))] flex-col gap-3"
    >
      {list.map((notice) => (
        <NoticeCard key={notice.id} notice={notice} />
      ))}
    </div>
  );
}
