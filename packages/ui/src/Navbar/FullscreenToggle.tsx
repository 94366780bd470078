import { Maximize, Minimize } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { cn } from '../lib/cn';
import { useShellMessage } from '../messages/shell';
import { navbarButtonClass } from '../ShellCommon';

/** The part of the Fullscreen API the toggle uses; injectable so every state can be shown and tested. */
export interface FullscreenApi {
  isSupported: () => boolean;
  isActive: () => boolean;
  enter: () => Promise<void>;
  exit: () => Promise<void>;
  subscribe: (onChange: () => void) => () => void;
}

/** The browser's Fullscreen API on the whole page. */
const documentFullscreen: FullscreenApi = {
  isSupported: () => typeof document !== 'undefined' && document.fullscreenEnabled === true,
  isActive: () => typeof document !== 'undefined' && document.fullscreenElement !== null,
  enter: () => document.documentElement.requestFullscreen(),
  exit: () => document.exitFullscreen(),
  subscribe: (onChange) => {
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  },
};

export interface FullscreenToggleProps {
  api?: FullscreenApi;
  /** Called instead of toggling when the browser has no Fullscreen API (the console shows the spec's warning). */
  onUnsupported?: () => void;
  className?: string;
}

/** Enters and leaves full screen (docs/SPECIFICATION.md §2 top bar). */
export function FullscreenToggle({ api = documentFullscreen, onUnsupported, className }: FullscreenToggleProps) {
  const message = useShellMessage();
  const active = useSyncExternalStore(api.subscribe, api.isActive, () => false);
  const Glyph = active ? Minimize : Maximize;
  return (
    <button
      type="button"
      data-slot="fullscreen-toggle"
      data-state={active ? 'on' : 'off'}
      aria-label={message(active ? 'shell.fullscreen.exit' : 'shell.fullscreen.enter')}
      title={message(active ? 'shell.fullscreen.exit' : 'shell.fullscreen.enter')}
      className={cn(navbarButtonClass, className)}
      onClick={() => {
        if (!api.isSupported()) {
          onUnsupported?.();
          return;
        }
        // A refusal (no user gesture, a policy) leaves the page as it was; there is nothing to undo.
        void (active ? api.exit() : api.enter()).catch(() => undefined);
      }}
    >
      <Glyph aria-hidden className="size-4" />
    </button>
  );
}
