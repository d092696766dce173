// The kiosk's big touch buttons live in packages/ui (shared with the admin's kiosk preview).
export {
  KioskButton,
  type KioskButtonProps,
  type KioskButtonSize,
  type KioskButtonVariant,
} from '@kiosk/ui/customize';
