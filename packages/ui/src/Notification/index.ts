export {
  Notification,
  notificationTypes,
  notify,
  type NotificationProps,
  type NotificationType,
  type NotifyOptions,
} from './Notification';
