import { useSyncExternalStore } from 'react';
import { getLogSnapshot, type LogSnapshot, subscribeLogs } from '../utils/log-capture';

export function useCapturedLogs(): LogSnapshot {
  return useSyncExternalStore(subscribeLogs, getLogSnapshot, getLogSnapshot);
}
