import { KIOSK_MESSAGE_EVENT, kioskMessageSchema } from '@kiosk/contracts';
import { kioskMessagesChannelOf } from '@kiosk/domain';
import { useRealtimeChannel } from '@kiosk/ui';
import { useEffect, useMemo, useState } from 'react';
import { notify } from '../../../components/notices';
import { i18n } from '../../../lib/i18n';
import { navigate, ROUTES } from '../../../lib/navigation';
import { session } from '../../../lib/session';
import { customerSession, endSession } from '../../../state/customer-session';
import { reloadMenu } from '../../../state/menu-store';
import { acknowledgeMessage } from '../api/acknowledge-message';
import { getPendingMessages } from '../api/get-pending-messages';
import { testTerminal } from '../api/test-terminal';
import { kioskStatus } from '../utils/kiosk-status';
import { MessageRunner } from '../utils/message-runner';

/** How long an administrator's notification stays on screen. */
const NOTIFICATION_MS = 15_000;

function createRunner(): MessageRunner {
  return new MessageRunner({
    sessionActive: () => {
      const s = customerSession.get();
      return s.active || s.lines.length > 0;
    },
    notify: (text) => notify({ tone: 'info', title: text, durationMs: NOTIFICATION_MS }),
    reloadMenu: () => reloadMenu().then(() => undefined),
    reloadApp: () => window.location.reload(),
    signOut: () => session.signOut(),
    setLanguage: (language) => i18n.changeLanguage(language).then(() => undefined),
    showWelcome: () => {
      endSession();
      navigate(ROUTES.welcome, { replace: true });
    },
    testTerminal,
    status: () => kioskStatus(i18n.language),
    ack: acknowledgeMessage,
  });
}

/**
 * The kiosk's messages (`kiosk-messages:<kiosk id>`): heard live, and on every (re)join the pending
 * ones are fetched, so a kiosk that was offline catches up in order. Answers 'joined' once listening.
 */
export function useKioskMessages(kioskId: string | null): boolean {
  const runner = useMemo(() => (kioskId ? createRunner() : null), [kioskId]);
  const [joined, setJoined] = useState(false);

  useEffect(() => {
    if (!runner) return;
    let wasActive = customerSession.get().active;
    return customerSession.subscribe(() => {
      const active = customerSession.get().active;
      if (wasActive && !active) void runner.sessionEnded();
      wasActive = active;
    });
  }, [runner]);

  useRealtimeChannel(
    kioskId ? kioskMessagesChannelOf(kioskId) : null,
    (event) => {
      if (event.event !== KIOSK_MESSAGE_EVENT || !runner) return;
      const message = kioskMessageSchema.safeParse(event.payload);
      if (message.success) void runner.receive([message.data]);
    },
    {
      onJoined: () => {
        setJoined(true);
        if (!runner) return;
        void getPendingMessages()
          .then((messages) => runner.receive(messages))
          .catch(() => undefined);
      },
      onError: () => setJoined(false),
    },
  );
  return joined;
}
