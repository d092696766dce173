import type { Catalogue } from '../../catalogue.js';

/** Admin POS device management: the terminals and their CLOUD sign-in tokens. */
export const posDevices = {
  title: 'POS Device Management',
  subtitle: 'The card terminals, the kiosk each one serves and how it connects',
  refresh: 'Refresh',
  loadError: 'The terminals could not be loaded',
  count_one: '{{count}} terminal',
  count_other: '{{count}} terminals',
  cloudHint:
    'CLOUD terminals connect to the server with their own token; REST terminals are called on the local network.',
  empty: {
    title: 'No POS devices added yet',
    description: 'Card terminals appear here once they are added.',
  },
  serial: 'Serial number',
  kiosk: 'Kiosk',
  noKiosk: 'Not linked to a kiosk',
  mode: {
    label: 'Payment mode',
    REST: 'REST',
    CLOUD: 'CLOUD',
  },
  status: {
    connected: 'Connected',
    connecting: 'Connecting',
    disconnected: 'Disconnected',
    passive: 'Passive',
  },
  lastConnected: 'Last connection',
  never: 'Never',
  token: {
    label: 'CLOUD token',
    set: 'Set',
    notSet: 'Not set',
    rotatedAt: 'Rotated {{time}}',
    neverRotated: 'Initial token, never rotated',
    notSetHint: 'The terminal cannot connect in CLOUD mode until a token is made.',
    rotate: 'Rotate token',
    create: 'Create token',
    confirmTitle: 'Rotate the CLOUD token of {{name}}?',
    confirmCreateTitle: 'Create a CLOUD token for {{name}}?',
    confirmDescription: 'A new token is made and shown to you once.',
    confirmWarning:
      'The current token stops working immediately: the terminal is disconnected and cannot take card payments in CLOUD mode until the new token is set on it.',
    confirm: 'Rotate token',
    confirmCreate: 'Create token',
    rotated: 'New CLOUD token made for {{serial}}',
    error: 'The token could not be rotated',
    newTitle: 'New CLOUD token',
    newDescription: 'Terminal {{serial}}',
    onceTitle: 'This token will not be shown again',
    onceWarning:
      'Copy it now and set it on the terminal. The server keeps only a fingerprint of it: if it is lost, rotate the token again.',
    tokenLabel: 'Token',
    copy: 'Copy',
    copied: 'Token copied',
    copyFailed: 'Could not copy: select the token and copy it by hand',
    done: 'I have saved it',
  },
} satisfies Catalogue;
