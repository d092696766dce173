import {
  type TerminalTestResult,
  terminalTestResultSchema,
  type terminalTestSaleSchema,
} from '@kiosk/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/session';

type TestSaleInput = z.input<typeof terminalTestSaleSchema>;

/**
 * POST /api/till/terminal-test/sale: a 1-10 TL card sale, voided at once when approved. On the
 * simulator, `outcome` forces the terminal's answer. Waits for the card (up to the card-read time-out).
 */
async function runTestSale(input: TestSaleInput): Promise<TerminalTestResult> {
  const response = await api.post<{ success: true; data: unknown }>('/api/till/terminal-test/sale', input);
  return terminalTestResultSchema.parse(response.data);
}

export function useRunTestSale() {
  return useMutation({ mutationFn: runTestSale });
}
