export {
  MESSAGE_DURATION_MS,
  MESSAGE_ERROR_DURATION_MS,
  MessageHost,
  MessageToast,
  message,
  messageDuration,
  messageKey,
  messageToastVariants,
  messageTypes,
  type MessageToastProps,
  type MessageType,
} from './Message';
