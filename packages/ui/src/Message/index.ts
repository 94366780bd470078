export {
  MESSAGE_DURATION_MS,
  MESSAGE_ERROR_DURATION_MS,
  MessageHost,
  message,
  messageDuration,
  messageKey,
  messageTypes,
  type MessageType,
} from './Message';
export { MessageFallback, type FallbackMessage, type MessageFallbackProps } from './MessageFallback';
