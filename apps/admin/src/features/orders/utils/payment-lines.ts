/** A payment's card as the payments card shows it: brand and masked last four ('Visa •••• 4242'). */
export function cardLabel(
  card: { brand?: string | null; last4?: string | null } | null | undefined,
): string | null {
  if (!card) return null;
  return [card.brand, card.last4 ? `•••• ${card.last4}` : null].filter(Boolean).join(' ');
}
