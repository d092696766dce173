import type { TillSessionReport } from '@kiosk/contracts';

/**
 * The blind close: the cashier counts without seeing the expected amount; the server answers the
 * figures (the result), or note_required (the note field appears, required, and the close is sent
 * again with it), or a refusal (payment running, already closed) shown until the next try.
 */
export type CloseFlow =
  | { step: 'count'; noteRequired: boolean; sending: boolean; refusal: string | null }
  | { step: 'result'; report: TillSessionReport };

export type CloseEvent =
  | { type: 'send' }
  | { type: 'note_required' }
  | { type: 'refused'; code: string }
  | { type: 'closed'; report: TillSessionReport }
  | { type: 'reset' };

export const closeStart: CloseFlow = { step: 'count', noteRequired: false, sending: false, refusal: null };

export function closeFlow(state: CloseFlow, event: CloseEvent): CloseFlow {
  if (event.type === 'reset') return closeStart;
  if (state.step === 'result') return state;
  switch (event.type) {
    case 'send':
      return state.sending ? state : { ...state, sending: true, refusal: null };
    case 'note_required':
      return { ...state, sending: false, noteRequired: true };
    case 'refused':
      return { ...state, sending: false, refusal: event.code };
    case 'closed':
      return { step: 'result', report: event.report };
  }
}

/** The close's difference as the result shows it: over (more counted), short, or even. */
export function differenceTone(differenceMinor: number | null): 'over' | 'short' | 'even' {
  if (!differenceMinor) return 'even';
  return differenceMinor > 0 ? 'over' : 'short';
}
