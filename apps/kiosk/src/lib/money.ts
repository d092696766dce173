// The kiosk's money text (`1.234,50 ₺`) lives in packages/ui, next to the shared product dialog.
export { formatTry } from '@kiosk/ui/customize';
