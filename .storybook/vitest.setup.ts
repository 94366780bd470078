import { afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import type { ComposedStoryFn } from 'storybook/internal/types';
import { message, notify, setDisplayTimeZone, stopFocusReturnWatch } from '@vending/ui';

/*
 * The story files share one page per worker (vitest.config.ts), and messages and notifications
 * are kept outside React until they close: one left open by an earlier story (an export's
 * "正在导出，请稍候") would show in the next story's host and its picture.
 */
beforeEach(() => {
  message.dismissAll();
  notify.dismissAll();
  // An earlier story's closed overlay may still follow its opener for a while (a delete's
  // reload); the next story's page is a new screen, whose focus is its own.
  stopFocusReturnWatch();
  // A story that set the business zone (a session's timeZone) leaves the next one on the browser's.
  setDisplayTimeZone(undefined);
});

/**
 * Visual regression: after each story's play function (and its axe check) the page is
 * screenshotted and compared with the committed baseline beside the story file.
 * Animations, transitions and the text caret are switched off so pictures are stable; the
 * body fills the fixed 1200x900 viewport so overlays in portals are inside the picture.
 * A story opts out with `parameters: { visual: { disable: true } }`.
 */
const stillness = document.createElement('style');
stillness.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important;
}
body { min-height: 100vh; }`;
document.head.append(stillness);

interface VisualParameters {
  disable?: boolean;
  /** The picture includes the messages and notifications (stories that show them for good). */
  toasts?: boolean;
}

/*
 * Messages and notifications leave after 3 to 5 s of real time: on a busy machine the axe check
 * alone can outlast one, so a page story's picture held its message on one run and not on the
 * next. The play function reads a message's text; the picture leaves the toast layers out, unless
 * the story keeps its toasts until dismissed and says so (`visual: { toasts: true }`: the
 * Message and Notification stories).
 */
const withoutToasts = document.createElement('style');
withoutToasts.textContent = `[data-sonner-toaster] { visibility: hidden !important; }`;

interface StoryContext {
  story?: ComposedStoryFn & { parameters: { visual?: VisualParameters } };
}

afterEach(async (context) => {
  const { story } = context as unknown as StoryContext;
  if (!story || story.parameters.visual?.disable || context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  if (!story.parameters.visual?.toasts) document.head.append(withoutToasts);
  try {
    await expect(page.elementLocator(document.body)).toMatchScreenshot(story.id);
  } finally {
    withoutToasts.remove();
  }
});
