// The kiosk's large dialog lives in packages/ui (the admin's kiosk preview draws the same one).
export { KioskDialog } from '@kiosk/ui/customize';
