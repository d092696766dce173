import type { Catalogue } from '../catalogue.js';
import { alerts } from './en/alerts.js';
import { catalogue } from './en/catalogue.js';
import { configurator } from './en/configurator.js';
import { customer } from './en/customer.js';
import { fleet } from './en/fleet.js';
import { kiosk } from './en/kiosk.js';
import { kitchenStations } from './en/kitchen-stations.js';
import { nodeLink } from './en/node-link.js';
import { optionGroups } from './en/option-groups.js';
import { orders } from './en/orders.js';
import { payment } from './en/payment.js';
import { posDevices } from './en/pos-devices.js';
import { pricing } from './en/pricing.js';
import { printers } from './en/printers.js';
import { receipt } from './en/receipt.js';
import { reports } from './en/reports.js';
import { saleCheckout } from './en/sale-checkout.js';
import { saleKitchen } from './en/sale-kitchen.js';
import { saleOpenOrders } from './en/sale-open-orders.js';
import { salePricing } from './en/sale-pricing.js';
import { salePrinter } from './en/sale-printer.js';
import { saleTerminalTest } from './en/sale-terminal-test.js';
import { saleTill } from './en/sale-till.js';
import { saleTillSession } from './en/sale-till-session.js';
import { settings } from './en/settings.js';
import { setup } from './en/setup.js';
import { staff } from './en/staff.js';
import { storeNode } from './en/store-node.js';
import { adminTillPin, saleTillPin } from './en/till-pin.js';
import { tillSessions } from './en/till-sessions.js';
import { welcomeSettings } from './en/welcome-settings.js';

export const common: Catalogue['common'] = {
  brand: 'Kiosk POS',
  appName: {
    kiosk: 'Kiosk',
    sale: 'Point of Sale',
    admin: 'Admin Panel',
  },
  roles: {
    user: 'User',
    cashier: 'Cashier',
    admin: 'Admin',
    super_admin: 'Super admin',
    kiosk: 'Kiosk device',
  },
};

export const ui: Catalogue['ui'] = {
  loading: 'Loading...',
  close: 'Close',
  cancel: 'Cancel',
  language: {
    label: 'Language',
    names: {
      tr: 'Türkçe',
      en: 'English',
    },
  },
  connection: {
    reconnecting: 'Reconnecting to the server…',
    detail: 'The screen updates by itself when the connection is back.',
  },
  update: {
    ready: 'A new version is ready.',
    reload: 'Reload',
  },
  comingSoon: {
    badge: 'Coming soon',
    description: 'We are working on this section and it will be available very soon.',
  },
  pagination: {
    label: 'Pagination',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
  },
};

// Built in a call marked pure: the kiosk imports this module for its shared texts and, without
// it, keeps the till's checkout texts (the spread below) in its start-up code.
export const sale: Catalogue['sale'] = /* @__PURE__ */ (() => ({
  // checkout and orders / refunds (their own file)
  ...saleCheckout,
  title: 'Point of Sale',
  adminLink: 'Admin Panel',
  // the till: top bar, products, cart, settings (their own file)
  till: saleTill,
  // the payment terminal test screen (its own file)
  terminalTest: saleTerminalTest,
  // the kitchen display and the order-ready board (their own file)
  kitchen: saleKitchen,
  printer: salePrinter,
  nodeLink,
  openOrders: saleOpenOrders,
  // meal deals, 'Menü yap', manual discounts, the manager PIN (issue 33)
  pricing: salePricing,
  // till sessions: float, cash in / out, handover, blind close, X report (their own file)
  tillSession: saleTillSession,
  // the till PIN screen, switching cashiers (issue 34)
  tillPin: saleTillPin,
  signIn: {
    title: 'Cashier sign-in',
    subtitle: 'Sign in with your staff account to open the till.',
    who: 'Cashiers and administrators can sign in.',
    panelTitle: 'Fast sales, one screen',
    panelText: 'Take orders, manage open orders and finish card payments from the same screen.',
    errors: {
      notStaff:
        'This account is not allowed to use the point of sale. Please sign in with a cashier or administrator account.',
    },
    notices: {
      sessionEnded: 'Your session has ended. Please sign in again.',
    },
  },
  user: {
    label: 'Signed-in staff member',
    signOut: 'Sign out',
  },
  highlights: {
    cart: 'Current order and item customisation',
    openOrders: 'Open orders and cancellations',
    payment: 'Payment terminal and test screen',
  },
}))();

const admin: Catalogue['admin'] = {
  skipToContent: 'Skip to content',
  invalidInput: 'One of the values is not valid; check the marked fields.',
  nav: {
    label: 'Main menu',
    dashboard: 'Dashboard',
    orders: 'Orders',
    products: 'Products',
    categories: 'Categories',
    configurator: 'Configurator',
    kitchenStations: 'Kitchen Stations',
    deals: 'Meal Deals',
    promotions: 'Promotions',
    pricingRules: 'Prices and Hours',
    printers: 'Printers',
    kioskManagement: 'Kiosk Management',
    kioskMessenger: 'Kiosk Messenger',
    reports: 'Reports',
    tillSessions: 'Till Sessions',
    businessStoreManagement: 'Business & Store Management',
    posDeviceManagement: 'POS Device Management',
    welcomeSettings: 'Welcome Page',
    settings: 'Settings',
    staff: 'Staff',
    backToPos: 'Back to POS',
  },
  sidebar: {
    collapse: 'Collapse menu',
    expand: 'Expand menu',
    open: 'Open menu',
    close: 'Close menu',
  },
  sections: {
    dashboard: 'Product, category and sales summaries with quick actions will appear on this page.',
    orders: 'You will be able to follow kiosk and cashier orders and manage their status here.',
    orderDetail: 'Order #{{id}}',
    orderDetailDescription: "The order's items, payment and receipt will be shown on this page.",
    products: 'Adding, editing, pricing and activating products will happen here.',
    categories: 'You will be able to organise main categories and subcategories here.',
    configurator: 'Customisation steps such as bread, sauces and extra toppings will be defined here.',
    kioskManagement: 'You will be able to monitor your kiosk devices, their sessions and status here.',
    kioskDetail: 'Kiosk {{id}}',
    kioskDetailDescription: "The kiosk's connection, session and device details will be shown on this page.",
    kioskMessenger: 'You will be able to send instant messages to kiosks and track read receipts here.',
    reports: "End-of-day (Z) reports: a business day's sales, VAT breakdown, closing and CSV.",
    tillSessions: "Tills' floats, cash movements and closing counts; over / short differences.",
    businessStoreManagement: 'You will be able to manage your businesses and stores here.',
    posDeviceManagement: 'You will be able to add payment terminals and pair them with kiosks.',
    welcomeSettings: "You will set up the kiosk welcome screen's slider, video and texts here.",
    settings: 'Default language, currency and customer information settings will live here.',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you are looking for may have moved or never existed.',
    home: 'Go to the dashboard',
  },
  accessDenied: {
    title: 'Access Denied',
    description: "You don't have permission to access this page.",
    backToPos: 'Back to POS',
    signOut: 'Sign in with a different account',
  },
  topBar: {
    defaultUser: 'Admin',
    logout: 'Logout',
    today: 'Today',
    userLabel: 'Signed-in user',
  },
  preferences: {
    trigger: 'Language and currency',
    title: 'Language & Currency',
    language: 'Language',
    currency: 'Currency',
    reset: 'Reset to Defaults',
    currencies: {
      TL: 'Turkish Lira',
      USD: 'US Dollar',
      EUR: 'Euro',
      GBP: 'British Pound',
    },
  },
  debug: {
    title: 'Debug',
    panel: 'Debug panel',
    logs: 'Logs',
    noLogs: 'No logs yet.',
    lastError: 'Last error',
    noError: 'No errors',
    copy: 'Copy',
    copied: 'Logs copied to the clipboard',
    copyFailed: 'Could not copy to the clipboard',
    clear: 'Clear',
    expand: 'Open panel',
    collapse: 'Close panel',
  },
};

export const auth: Catalogue['auth'] = {
  title: 'Sign in to the Admin Panel',
  subtitle: 'Sign in with your administrator account to continue.',
  email: 'E-mail',
  emailPlaceholder: 'you@business.com',
  password: 'Password',
  passwordPlaceholder: '••••••••',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  submit: 'Sign In',
  submitting: 'Signing in...',
  backToPos: 'Back to POS',
  checking: 'Checking your session...',
  notices: {
    sessionEnded: 'Your session has ended. Please sign in again.',
  },
  errors: {
    required: 'Please enter both email and password',
    invalidCredentials: 'Invalid email or password',
    emailInvalid: 'Enter a valid e-mail address (e.g. name@example.com)',
    emailNotConfirmed: 'Please confirm your email before signing in',
    tooManyAttempts: 'Too many attempts. Please try again in a moment',
    tooManyAttemptsMinutes_one: 'Too many attempts. Please try again in {{count}} minute',
    tooManyAttemptsMinutes_other: 'Too many attempts. Please try again in {{count}} minutes',
    accountDisabled: 'This account is disabled. Please contact your administrator',
    network: 'Could not reach the server. Check your connection and try again',
    accessDenied: 'Access denied. Admin privileges required.',
    generic: 'An error occurred during login',
  },
  device: {
    username: 'Username',
    usernamePlaceholder: 'e.g. kiosk-branch-01',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submit: 'Sign In',
    submitting: 'Signing in...',
    errors: {
      required: 'Please enter both username and password',
      invalidCredentials: 'Invalid username or password',
    },
    notices: {
      kicked: 'The session was ended by an administrator',
      sessionEnded: 'The device session has ended. Please sign in again.',
      signedOut: 'The device was signed out.',
    },
  },
};

/** English. Keys must match tr.ts exactly (see catalogues.test.ts); a missing text shows its key. */
export const en: Catalogue = {
  alerts,
  kitchenStations,
  pricing,
  common,
  ui,
  kiosk,
  customer,
  payment,
  sale,
  admin,
  auth,
  catalogue,
  configurator,
  optionGroups,
  fleet,
  orders,
  posDevices,
  printers,
  receipt,
  reports,
  tillSessions,
  tillPin: adminTillPin,
  settings,
  setup,
  staff,
  storeNode,
  welcomeSettings,
};
