// The − n + stepper lives in packages/ui (shared with the admin's kiosk preview and the till).
export { QuantityStepper } from '@kiosk/ui/customize';
