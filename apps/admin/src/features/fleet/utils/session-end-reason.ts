import type { TFunction } from 'i18next';

/** The codes the server ends kiosk sessions with (kick, idle clean-up, deactivate, delete, sign-out...). */
export const SESSION_END_REASONS = [
  'kicked',
  'inactive',
  'deactivated',
  'deleted',
  'signed_out',
  'signed_out_everywhere',
  'account_disabled',
  'refresh_token_reuse',
] as const;

/** What older admins sent as the kick's reason (English text): it means 'kicked'. */
const LEGACY_KICK = 'Ended by an administrator';

/**
 * The session history's "end reason" in the reader's language: a known code translated, a text
 * someone typed shown as typed, nothing for a session still running.
 */
export function sessionEndReasonText(reason: string | null, t: TFunction): string {
  if (!reason) return '';
  const code = reason === LEGACY_KICK ? 'kicked' : reason;
  return (SESSION_END_REASONS as readonly string[]).includes(code)
    ? t(`fleet.detail.endReasons.${code}`)
    : reason;
}
