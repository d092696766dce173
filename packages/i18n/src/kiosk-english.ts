import type { Catalogue } from './catalogue.js';
import { customer } from './locales/en/customer.js';
import { kiosk } from './locales/en/kiosk.js';
import { payment } from './locales/en/payment.js';
import { auth, common, ui } from './locales/en.js';

/** The kiosk's English (see KIOSK_TURKISH): loaded when a customer first picks English. */
export const KIOSK_ENGLISH: Catalogue = { common, ui, auth, customer, payment, kiosk };
