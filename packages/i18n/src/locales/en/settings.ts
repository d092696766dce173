import type { Catalogue } from '../../catalogue.js';

/** Admin settings page (spec section 2, "Settings"; sections 5, 8 and 9). */
export const settings = {
  title: 'Settings',
  subtitle: 'Defaults for the kiosks and the point of sale',
  offline: 'The server could not be reached. The settings saved on this device are shown.',
  retry: 'Try again',
  save: 'Save Settings',
  saving: 'Saving...',
  discard: 'Discard changes',
  unsaved: 'You have unsaved changes',
  upToDate: 'All changes are saved',
  settingsSavedSuccess: 'Settings saved successfully',
  settingsSaveError: 'Failed to save settings',
  savedLocally: 'Saved on this device only: the server could not be reached',
  language: {
    title: 'Language',
    description: 'The language the point of sale starts in.',
    label: 'Default POS language',
  },
  currency: {
    title: 'Currency',
    description: 'The currency prices are shown in, and how other currencies convert.',
    label: 'Default currency',
    rates: 'Conversion rates',
    ratesHint: 'How much one unit of the first currency is worth in the second.',
    rateLabel: '{{from}} to {{to}}',
    resetRates: 'Default rates',
  },
  customerInfo: {
    title: 'Customer Info',
    description: "When the kiosk and the point of sale ask for the customer's details.",
    enabled: 'Collect customer information',
    enabledHint: 'Ask for name, national ID and district above the threshold.',
    amount: 'Minimum amount',
    operator: 'Condition',
    operators: {
      equal: 'Equal to the amount',
      equal_or_greater: 'Equal to or greater than the amount',
      greater: 'Greater than the amount',
    },
    summary: {
      equal: 'Customer details are asked when the total is exactly {{amount}}.',
      equal_or_greater: 'Customer details are asked when the total is {{amount}} or more.',
      greater: 'Customer details are asked when the total is more than {{amount}}.',
      off: 'Customer details are never asked.',
    },
    taxNotice:
      'Tax regulations: for retail sales of {{amount}} and above, the buyer’s identity details must appear on the receipt. Keep the amount in line with the current legal limit.',
  },
  display: {
    title: 'Product Images',
    description: 'How products look on the point of sale.',
    showImages: 'Show product images',
    showImagesHint: 'Turn off for a compact, text-only product list on the cashier screen.',
  },
  payAtCounter: {
    title: 'Pay at the Counter',
    description: 'Kiosk customers may order at the kiosk and pay at a till.',
    label: 'Allow paying at the counter',
    hint: 'The kiosk offers “Pay at the counter”; the order appears as an open order on the tills.',
  },
  successScreen: {
    title: 'Kiosk Success Screen',
    description:
      'How long the queue number and the digital receipt QR code stay on screen after a successful payment.',
    label: 'Time on screen',
    unit: 'seconds',
    hint: 'Default {{default}} seconds; {{min}}–{{max}} seconds. When the customer taps the screen it stays open until “New order” is pressed.',
    invalid: 'The time must be a whole number of seconds from {{min}} to {{max}}.',
  },
} satisfies Catalogue;
