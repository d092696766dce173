import { type HealthCheckResult, healthCheckResultSchema } from '@kiosk/contracts';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** How long the admin waits for the kiosk's answer before calling it unanswered. */
const HEALTH_CHECK_WAIT_MS = 10_000;
const POLL_MS = 400;

/** POST /functions/v1/kiosk-health-check: sends the STATUS_REQUEST; answers its message id. */
async function requestHealthCheck(kioskId: string): Promise<string> {
  const body = await api.post<unknown>('/functions/v1/kiosk-health-check', { kiosk_id: kioskId });
  return z.object({ success: z.literal(true), data: z.object({ message_id: z.string() }) }).parse(body).data
    .message_id;
}

/** GET /functions/v1/kiosk-health-check/{id}: pending, answered or expired. */
async function getHealthCheck(messageId: string): Promise<HealthCheckResult> {
  const body = await api.get<unknown>(`/functions/v1/kiosk-health-check/${encodeURIComponent(messageId)}`);
  return z.object({ success: z.literal(true), data: healthCheckResultSchema }).parse(body).data;
}

/** Sends a health check and waits (polling) for the kiosk's answer, at most HEALTH_CHECK_WAIT_MS. */
export async function runHealthCheck(kioskId: string, signal?: AbortSignal): Promise<HealthCheckResult> {
  const id = await requestHealthCheck(kioskId);
  const deadline = Date.now() + HEALTH_CHECK_WAIT_MS;
  for (;;) {
    const result = await getHealthCheck(id);
    if (result.status !== 'pending' || Date.now() > deadline || signal?.aborted) return result;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
