import { useAddressState } from '@kiosk/ui';
import {
  parseTillSessionsState,
  type TillSessionsListState,
  tillSessionsStateToParams,
} from '../utils/list-params';

/** The list's filters and page in the address; changing a filter goes back to page 1. */
export function useTillSessionsListState(): [
  TillSessionsListState,
  (changes: Partial<TillSessionsListState>) => void,
] {
  return useAddressState(parseTillSessionsState, tillSessionsStateToParams);
}
