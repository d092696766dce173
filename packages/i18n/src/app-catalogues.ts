import type { Catalogue } from './catalogue.js';
import type { AppCatalogues, Language } from './index.js';
import { catalogue as enCatalogue } from './locales/en/catalogue.js';
import { customer as enCustomer } from './locales/en/customer.js';
import { payment as enPayment } from './locales/en/payment.js';
import { auth as enAuth, common as enCommon, sale as enSale, ui as enUi } from './locales/en.js';
import { catalogue as trCatalogue } from './locales/tr/catalogue.js';
import { customer as trCustomer } from './locales/tr/customer.js';
import { kiosk as trKiosk } from './locales/tr/kiosk.js';
import { payment as trPayment } from './locales/tr/payment.js';
import { auth as trAuth, common as trCommon, sale as trSale, ui as trUi } from './locales/tr.js';

// The parts of the catalogue each app shows. Built from the parts' own modules (not from `tr`/`en`),
// so a bundler leaves the other apps' texts out of the kiosk and the sale app.

/** The kiosk's Turkish (its start-up language): shared texts, sign-in errors (device sign-in), customer details, card payment and its own screens. */
export const KIOSK_TURKISH: Catalogue = {
  common: trCommon,
  ui: trUi,
  auth: trAuth,
  customer: trCustomer,
  payment: trPayment,
  kiosk: trKiosk,
};

/**
 * The kiosk's texts of a language: English (KIOSK_ENGLISH in kiosk-english.ts) is fetched as a chunk
 * of its own, so it is not in the kiosk's start-up code.
 */
export async function loadKioskCatalogue(language: Language): Promise<Catalogue> {
  return language === 'en' ? (await import('./kiosk-english.js')).KIOSK_ENGLISH : KIOSK_TURKISH;
}

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
