// What lib/toasts.ts loads on the first message: the ui's messages, notifications and their host.
export { MessageHost, message, notify } from '@vending/ui';
