import type { AppCatalogues } from './index.js';
import { catalogue as enCatalogue } from './locales/en/catalogue.js';
import { customer as enCustomer } from './locales/en/customer.js';
import { kiosk as enKiosk } from './locales/en/kiosk.js';
import { payment as enPayment } from './locales/en/payment.js';
import { auth as enAuth, common as enCommon, sale as enSale, ui as enUi } from './locales/en.js';
import { catalogue as trCatalogue } from './locales/tr/catalogue.js';
import { customer as trCustomer } from './locales/tr/customer.js';
import { kiosk as trKiosk } from './locales/tr/kiosk.js';
import { payment as trPayment } from './locales/tr/payment.js';
import { auth as trAuth, common as trCommon, sale as trSale, ui as trUi } from './locales/tr.js';

// The parts of the catalogue each app shows. Built from the parts' own modules (not from `tr`/`en`),
// so a bundler leaves the other apps' texts out of the kiosk and the sale app.

/** The kiosk: shared texts, sign-in errors (device sign-in), customer details, card payment and its own screens. */
export const KIOSK_CATALOGUES: AppCatalogues = {
  tr: { common: trCommon, ui: trUi, auth: trAuth, customer: trCustomer, payment: trPayment, kiosk: trKiosk },
  en: { common: enCommon, ui: enUi, auth: enAuth, customer: enCustomer, payment: enPayment, kiosk: enKiosk },
};

/**
 * The sale app: shared texts, the cashier's sign-in, customer details, card payment, its own screens
 * and the catalogue screens (products, categories) that signed-in admins use at the till.
 */
export const SALE_CATALOGUES: AppCatalogues = {
  tr: {
    common: trCommon,
    ui: trUi,
    auth: trAuth,
    customer: trCustomer,
    payment: trPayment,
    sale: trSale,
    catalogue: trCatalogue,
  },
  en: {
    common: enCommon,
    ui: enUi,
    auth: enAuth,
    customer: enCustomer,
    payment: enPayment,
    sale: enSale,
    catalogue: enCatalogue,
  },
};
