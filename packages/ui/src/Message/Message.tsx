import type { CSSProperties } from 'react';
import { Toaster, toast } from 'sonner';
import { useUiMessage } from '../provider/UiProvider';
import { NotificationToaster } from '../Notification/Notification';
import { MessageToast, messageDuration, messageKey, type MessageType } from './MessageToast';

export {
  MESSAGE_DURATION_MS,
  MESSAGE_ERROR_DURATION_MS,
  messageDuration,
  messageKey,
  messageTypes,
  type MessageType,
} from './MessageToast';

const MESSAGE_TOASTER_ID = 'vc-message';

interface MessageOptions {
  /** How long it stays, in ms; `Infinity` keeps it until dismissed. The type's default otherwise. */
  duration?: number;
}

/**
 * Messages on screen by dedupe key. An identical message shown while one is up reuses its toast;
 * once it is gone the next one gets a fresh id, so it never inherits the old toast's dismissal.
 */
const activeMessages = new Map<string, string>();
let shownCount = 0;

function show(type: MessageType, text: string, options: MessageOptions = {}): string | number {
  const duration = options.duration ?? messageDuration(type);
  const key = messageKey(type, text);
  const id = activeMessages.get(key) ?? `${key}#${++shownCount}`;
  activeMessages.set(key, id);
  const forget = () => {
    if (activeMessages.get(key) === id) activeMessages.delete(key);
  };
  return toast.custom(() => <MessageToast type={type} text={text} duration={duration} />, {
    id,
    toasterId: MESSAGE_TOASTER_ID,
    duration,
    onDismiss: forget,
    onAutoClose: forget,
  });
}

/**
 * Shows a message from anywhere, React or not (the console's HTTP client calls it).
 * A mounted `<MessageHost/>` draws them.
 */
export const message = {
  success: (text: string, options?: MessageOptions) => show('success', text, options),
  info: (text: string, options?: MessageOptions) => show('info', text, options),
  warning: (text: string, options?: MessageOptions) => show('warning', text, options),
  error: (text: string, options?: MessageOptions) => show('error', text, options),
  /** Removes every message on screen (on logout, for example). */
  dismissAll: () => {
    activeMessages.clear();
    for (const shown of toast.getToasts()) {
      if ('toasterId' in shown && shown.toasterId === MESSAGE_TOASTER_ID) toast.dismiss(shown.id);
    }
  },
};

/**
 * Draws messages (top centre) and notifications (top right). Mount it once, inside the
 * UiProvider, so its words follow the interface language.
 */
export function MessageHost() {
  const uiMessage = useUiMessage();
  return (
    <>
      <Toaster
        id={MESSAGE_TOASTER_ID}
        position="top-center"
        expand
        visibleToasts={5}
        gap={12}
        offset={20}
        customAriaLabel={uiMessage('messageRegion')}
        style={{ '--width': '480px' } as CSSProperties}
        toastOptions={{ className: 'left-0 right-0 flex justify-center pointer-events-none' }}
      />
      <NotificationToaster />
    </>
  );
}
