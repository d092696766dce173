import { KIOSK_USERS_CHANNEL, type Principal } from '@kiosk/domain';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Repositories } from '../repositories/index.js';
import type { AuthService } from '../services/auth.service.js';
import { KioskSocketPresence } from '../services/kiosk-presence.service.js';
import { publishEvent } from './realtime-bus.js';
import { RealtimeHub, type SocketPrincipal } from './realtime-hub.js';

const socketPrincipal = (principal: Principal): SocketPrincipal =>
  principal.kind === 'kiosk'
    ? { role: 'kiosk', kioskId: principal.kioskUserId, sessionId: principal.sessionId }
    : { role: principal.role, userId: principal.userId, sessionId: principal.sessionId };

/** How the realtime hub signs a socket in and checks its session is still live. */
function socketAuth(auth: AuthService) {
  return {
    authenticate: async (token: string): Promise<SocketPrincipal | undefined> => {
      const principal = await auth.authenticate(token);
      return principal ? socketPrincipal(principal) : undefined;
    },
    checkSessions: async (sessionIds: string[]): Promise<Map<string, SocketPrincipal>> => {
      const live = await auth.liveSessions(sessionIds);
      return new Map([...live].map(([id, principal]) => [id, socketPrincipal(principal)]));
    },
  };
}

/**
 * The realtime hub with kiosk socket presence: a kiosk's socket is recorded for every instance,
 * then admins' kiosk cards refresh.
 */
export function startHub(
  auth: AuthService,
  repos: Repositories,
  db: Parameters<typeof publishEvent>[0],
  config: Config,
  logger: Logger,
  cleanups: Array<() => Promise<void>>,
) {
  const sockets = socketAuth(auth);
  const hub = new RealtimeHub(sockets.authenticate, {
    checkSessions: sockets.checkSessions,
    sessionCheckMs: config.realtimeSessionCheckMs,
    log: logger,
    // the socket is recorded for every instance, then admins' kiosk cards refresh
    onKioskPresence: (kioskId, connected) =>
      void socketPresence
        .changed(kioskId, connected)
        .then(() =>
          publishEvent(db, {
            channel: KIOSK_USERS_CHANNEL,
            event: 'presence',
            payload: { id: kioskId, connected },
          }),
        )
        .catch((err: unknown) => logger.warn({ err }, 'kiosk presence event failed')),
  });
  cleanups.push(async () => hub.close());
  const socketPresence = new KioskSocketPresence(repos, (only) => hub.kioskConnections(only), logger);
  const stopSocketPresence = socketPresence.start();
  cleanups.push(async () => stopSocketPresence());
  return { hub, socketPresence };
}
