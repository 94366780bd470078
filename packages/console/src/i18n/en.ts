import { authWords } from '../features/auth/words';
import { errorPageWords } from '../features/errors/words';
import { endpointLabelsEn, fieldLabelsEn } from '@vending/contract/fieldLabelsEn';
import { menu } from '@vending/contract/menu';
import type { BaseMessages } from './zh';

/** Route titles in English, read from the shared menu table beside the Chinese ones. */
const routeTitles = Object.fromEntries(
  menu.flatMap((group) => [[group.name, group.en], ...group.children.map((page) => [page.name, page.en])]),
);

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

export const en: DeepStrings<Omit<BaseMessages, 'routes'>> & { routes: Record<string, string>; fieldLabels: object } = {
  app: {
    name: 'Vending Console',
    loading: 'Loading',
    pageFailed: 'This page failed to render',
    pageLoadFailed: 'The page could not be loaded. Check the network connection and retry.',
    retry: 'Retry',
    partFailed: 'Failed to load, please try again',
    passwordFirst: 'Change your password to use the console',
  },
  routes: {
    ...routeTitles,
    Login: 'Log in',
    Welcome: 'Welcome',
    NotFound: 'Page not found',
    Unauthorized: 'Unauthorized',
  },
  places: { placeholder: 'Type the address to search places and fill the coordinates' },
  common: {
    save: 'Save',
    cancel: 'Cancel',
    incompleteForm: 'Please complete the form',
    saved: 'Saved',
    lastSaved: 'Last saved by {{name}} at {{time}}',
    actions: 'Actions',
    retry: 'Retry',
    enabled: 'Enabled',
    disabled: 'Disabled',
    flagLabel: 'Enable {{name}}',
    flagFailed: 'The change failed',
    totals: 'Totals',
    choose: 'Choose…',
    enabledDone: 'Enabled',
    disabledDone: 'Disabled',
    export: 'Export',
    exporting: 'Export progress',
    exported: 'Exported {{fileName}}',
    exportRefused: 'The export was not made',
    rules: {
      required: '{{label}} is required',
      choose: 'Select {{label}}',
      upload: '{{label}} is required',
      minLength: '{{label}}: at least {{min}} characters',
      maxLength: '{{label}}: at most {{max}} characters',
    },
  },
  http: {
    warningTitle: 'Warning',
    permissionDenied: 'You do not have permission for this. Ask an administrator to grant it.',
    loginExpired: 'Your login has expired. The system will log you out in 2 seconds.',
    contractMismatch: 'The server sent an answer in an unexpected format.',
    requestFailed: 'The request failed.',
  },
  navbar: {
    home: 'Home',
    changePassword: 'Change password',
    logout: 'Log out',
    fullscreenUnsupported: 'you browser can not work',
    language: 'Language',
    search: {
      placeholder: "Search menus, a device's number or name, an order number, a member's phone",
      devices: 'Devices',
      orders: 'Orders',
      members: 'Members',
    },
  },
  ...authWords.en,
  errorPages: errorPageWords.en,
  // The request fields' labels in English (their Chinese: ./fieldWords.ts).
  fieldLabels: { fields: fieldLabelsEn, calls: endpointLabelsEn },
};
