// The kiosk's big touch buttons live in packages/ui (shared with the admin's kiosk preview).
export { KioskButton } from '@kiosk/ui/customize';
