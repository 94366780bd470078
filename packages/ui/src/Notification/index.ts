export {
  NOTIFICATION_DURATION_MS,
  Notification,
  notificationTypes,
  notificationVariants,
  notify,
  type NotificationProps,
  type NotificationType,
  type NotifyOptions,
} from './Notification';
