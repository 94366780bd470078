import { useUiMessage } from '../provider/UiProvider';
import { MessageToast, messageDuration, type MessageType } from './MessageToast';

export interface FallbackMessage {
  /** Stable while the message is on screen (the same type and text refresh it: `messageKey`). */
  id: string;
  type: MessageType;
  text: string;
}

export interface MessageFallbackProps {
  /** The messages on screen, oldest first; the caller removes each after `messageDuration(type)`. */
  messages: readonly FallbackMessage[];
}

/**
 * Messages drawn without the toast library: where `MessageHost`'s code could not be loaded (the
 * network is gone), the console still says what happened, in the same region (top centre, named
 * as the host's) and the same drawing. It keeps no timers: the caller removes each message.
 */
export function MessageFallback({ messages }: MessageFallbackProps) {
  const uiMessage = useUiMessage();
  if (messages.length === 0) return null;
  return (
    <section
      aria-label={uiMessage('messageRegion')}
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-5 z-[999999999] flex flex-col items-center gap-3 px-4"
    >
      {messages.map((shown) => (
        <MessageToast key={shown.id} type={shown.type} text={shown.text} duration={messageDuration(shown.type)} />
      ))}
    </section>
  );
}
