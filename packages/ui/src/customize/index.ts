// The product customization the kiosk shows (its product dialog), shared with the admin's kiosk
// preview (configurator) and, for the option list, with the till's customize dialog.
export {
  KioskButton,
  type KioskButtonProps,
  type KioskButtonSize,
  type KioskButtonVariant,
} from './kiosk-button.js';
export { KioskDialog, type KioskDialogProps } from './kiosk-dialog.js';
export { formatTry, formatTryDelta } from './kiosk-money.js';
export { OptionStep, type OptionStepProps } from './option-list.js';
export type { OptionListVariant } from './option-texts.js';
export {
  type ConfiguredLine,
  type CustomizerProduct,
  ProductCustomizer,
  type ProductCustomizerProps,
  ProductHero,
} from './product-dialog.js';
export { QuantityStepper, type QuantityStepperProps } from './quantity-stepper.js';
