import type { KioskAccountService } from './kiosk-accounts.service.js';
import type { KioskLinkService } from './kiosk-links.service.js';
import type { KioskMessagingService } from './kiosk-messaging.service.js';
import type { OutletService } from './outlets.service.js';
import type { PosDeviceService } from './pos-devices.service.js';

/**
 * The fleet's services, one per slice, built once by the composition root (runtime.ts): kiosk
 * accounts, their links to POS devices and fingerprints, outlets (businesses and stores), POS
 * devices, and kiosk messaging with the health check.
 */
export interface FleetServices {
  kiosks: KioskAccountService;
  links: KioskLinkService;
  outlets: OutletService;
  posDevices: PosDeviceService;
  messaging: KioskMessagingService;
}
