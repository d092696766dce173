import type { KioskMessage, KioskMessageAckResponse } from '@kiosk/contracts';
import {
  commandOf,
  deliveryOrder,
  isDisturbingCommand,
  isKioskCommand,
  KIOSK_LANGUAGES,
  POS_TEST_COMMAND,
} from '@kiosk/domain';

/** What the kiosk can do; injected so the rules can be tested without a browser. */
export interface MessageEffects {
  /** A customer is in the middle of an order (disturbing commands wait until it ends). */
  sessionActive(): boolean;
  notify(text: string): void;
  reloadMenu(): Promise<void>;
  reloadApp(): void;
  signOut(): Promise<void>;
  setLanguage(language: string): Promise<void>;
  showWelcome(): void;
  testTerminal(): Promise<Record<string, unknown>>;
  status(): Promise<KioskMessageAckResponse>;
  ack(messageId: string, response: KioskMessageAckResponse): Promise<void>;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200);

/**
 * Acts on the kiosk's messages one at a time, oldest first, each once: a message heard live and
 * again in the pending list after a reconnect is carried out once; its acknowledgement is sent
 * again until the server has it (the server records it once). Commands that would disturb a
 * customer mid-order are acknowledged as deferred and carried out when the session ends.
 */
export class MessageRunner {
  private readonly acted = new Map<string, KioskMessageAckResponse>();
  private readonly acked = new Set<string>();
  private readonly deferred: Array<() => Promise<void> | void> = [];
  private chain: Promise<void> = Promise.resolve();

  constructor(private readonly effects: MessageEffects) {}

  receive(messages: KioskMessage[]): Promise<void> {
    for (const message of deliveryOrder(messages)) {
      this.chain = this.chain.then(() => this.handle(message)).catch(() => undefined);
    }
    return this.chain;
  }

  /** The customer's session ended: carry out what waited for it. */
  async sessionEnded(): Promise<void> {
    for (const run of this.deferred.splice(0)) {
      try {
        await run();
      } catch {
        // already acknowledged as deferred; nothing to tell the customer
      }
    }
  }

  get deferredCount(): number {
    return this.deferred.length;
  }

  private async handle(message: KioskMessage): Promise<void> {
    if (this.acked.has(message.id)) return;
    let response = this.acted.get(message.id);
    let after: (() => void) | undefined;
    if (!response) {
      const outcome = await this.act(message);
      response = outcome.response;
      after = outcome.after;
      this.acted.set(message.id, response);
    }
    try {
      await this.effects.ack(message.id, response);
      this.acked.add(message.id);
    } catch {
      // sent again when the message comes back in the pending list (reconnect)
    }
    after?.();
  }

  private async act(
    message: KioskMessage,
  ): Promise<{ response: KioskMessageAckResponse; after?: () => void }> {
    const { effects } = this;
    try {
      switch (message.message_type) {
        case 'NOTIFICATION': {
          const text = typeof message.payload.message === 'string' ? message.payload.message : '';
          if (!text) return { response: { ok: false, outcome: 'failed', detail: 'no message text' } };
          effects.notify(text);
          return { response: { ok: true, outcome: 'done', detail: 'shown' } };
        }
        case 'STATUS_REQUEST':
          return { response: { ok: true, outcome: 'done', ...(await effects.status()) } };
        case 'POS_COMMAND': {
          try {
            const answer = await effects.testTerminal();
            return {
              response: {
                ok: true,
                outcome: 'done',
                detail: 'device_info',
                terminal_answer: { ...answer, sample: POS_TEST_COMMAND.sample },
              },
            };
          } catch (error) {
            return { response: { ok: false, outcome: 'failed', detail: errorText(error) } };
          }
        }
        case 'COMMAND':
          return await this.command(message);
      }
    } catch (error) {
      return { response: { ok: false, outcome: 'failed', detail: errorText(error) } };
    }
  }

  private async command(
    message: KioskMessage,
  ): Promise<{ response: KioskMessageAckResponse; after?: () => void }> {
    const { effects } = this;
    const { name, language } = commandOf(message.payload);
    if (!isKioskCommand(name)) {
      return {
        response: { ok: false, outcome: 'unsupported', detail: `unsupported command: ${name || '(none)'}` },
      };
    }
    if (name === 'set_language' && !(KIOSK_LANGUAGES as readonly string[]).includes(language ?? '')) {
      return {
        response: { ok: false, outcome: 'failed', detail: `unsupported language: ${language ?? '(none)'}` },
      };
    }
    const run = async () => {
      switch (name) {
        case 'reload_menu':
          return effects.reloadMenu();
        case 'reload_app':
          return effects.reloadApp();
        case 'sign_out':
          return effects.signOut();
        case 'set_language':
          return effects.setLanguage(language ?? 'tr');
        case 'show_welcome':
          return effects.showWelcome();
      }
    };
    if (isDisturbingCommand(name)) {
      if (effects.sessionActive()) {
        this.deferred.push(run);
        return {
          response: {
            ok: true,
            outcome: 'deferred',
            detail: `${name} waits until the customer session ends`,
          },
        };
      }
      // acknowledged first: reloading or signing out ends this page's chance to answer
      return { response: { ok: true, outcome: 'done', detail: name }, after: () => void run() };
    }
    await run();
    return { response: { ok: true, outcome: 'done', detail: name } };
  }
}
