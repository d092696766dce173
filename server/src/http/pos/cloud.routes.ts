import { CLOUD_DEVICE_PATH, cloudDeviceMessageSchema } from '@kiosk/contracts';
import type { FastifyInstance } from 'fastify';
import type { CloudTerminalHub } from '../../payments/cloud-terminal-driver.js';
import type { PosDeviceService } from '../../services/fleet/pos-devices.service.js';
import { websocketRoute } from '../websocket-route.js';

/**
 * The terminals' outbound WebSocket (CLOUD payment mode). A device says hello with its serial
 * number; the connection's `token` must be the one last made for that device (only its SHA-256 is
 * stored, pos_devices.cloud_token_sha256). Wrong device or token: closed with 4003.
 */
export async function cloudTerminalRoutes(
  app: FastifyInstance,
  options: { hub: CloudTerminalHub; devices: PosDeviceService },
): Promise<void> {
  const { hub, devices } = options;
  websocketRoute(app, CLOUD_DEVICE_PATH, (socket, request) => {
    const token = (request.query as { token?: unknown }).token;
    const timer = setTimeout(() => socket.close(4001, 'hello expected'), 10_000);
    socket.once('message', async (data) => {
      clearTimeout(timer);
      const hello = cloudDeviceMessageSchema.safeParse(
        (() => {
          try {
            return JSON.parse(data.toString());
          } catch {
            return undefined;
          }
        })(),
      );
      if (!hello.success || hello.data.type !== 'hello') {
        socket.close(4002, 'hello expected');
        return;
      }
      const serialNumber = hello.data.serialNumber;
      try {
        const device =
          typeof token === 'string' ? await devices.authenticateCloud(serialNumber, token) : undefined;
        if (!device) {
          socket.close(4003, 'unknown device or bad token');
          return;
        }
        // Refused (and closed by the hub) while the terminal already has a live connection.
        if (!hub.attach(serialNumber, socket, request.ip)) return;
        socket.on('close', () => {
          if (!hub.isConnected(serialNumber)) void devices.cloudDisconnected(device.id).catch(() => {});
        });
        // A rotation that committed after the check above: its detach may have come too early.
        if (!(await devices.cloudConnected(device))) socket.close(4003, 'unknown device or bad token');
      } catch (error) {
        request.log.error({ err: error }, 'CLOUD terminal sign-in failed');
        socket.close(1011, 'server error');
      }
    });
  });
}
