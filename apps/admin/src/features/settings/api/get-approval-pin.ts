import { approvalPinStateSchema } from '@kiosk/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export const approvalPinKey = ['me', 'approval-pin'] as const;

/** GET /rest/v1/me/approval-pin: whether the signed-in admin has an approval PIN (never the PIN). */
async function getApprovalPin(): Promise<boolean> {
  const body = z
    .object({ data: approvalPinStateSchema })
    .parse(await api.get<unknown>('/rest/v1/me/approval-pin'));
  return body.data.has_approval_pin;
}

export function useHasApprovalPin() {
  return useQuery({ queryKey: approvalPinKey, queryFn: getApprovalPin });
}
