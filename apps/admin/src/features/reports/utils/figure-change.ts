import { changePercent } from '@kiosk/domain';

/**
 * A figure's change against the previous period: whole percent with its sign ("+12%", "-3%",
 * "0%"), and whether it went up, down or stayed; null when the previous period had nothing.
 */
export function figureChange(
  current: number,
  previous: number,
): { text: string; tone: 'up' | 'down' | 'same' } | null {
  const change = changePercent(current, previous);
  if (change === null) return null;
  return {
    text: `${change > 0 ? '+' : ''}${change}%`,
    tone: change > 0 ? 'up' : change < 0 ? 'down' : 'same',
  };
}
