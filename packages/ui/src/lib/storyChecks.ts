import { expect, userEvent, waitFor, within } from 'storybook/test';

/**
 * For stories only (components never import it): the check every overlay shares — the key
 * opens it from its focused trigger, Escape closes it, and the focus is back on the trigger.
 */
export async function expectEscapeReturnsFocus(
  trigger: HTMLElement,
  { openKey = '{Enter}', role = 'dialog', name }: { openKey?: string; role?: 'dialog' | 'menu'; name?: string } = {},
) {
  trigger.focus();
  await userEvent.keyboard(openKey);
  await within(document.body).findByRole(role, name === undefined ? {} : { name });
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(within(document.body).queryByRole(role)).not.toBeInTheDocument());
  await expect(trigger).toHaveFocus();
}

/** Tab to the story's first control and press Enter; resolves with the overlay it opened. */
export async function openByKeyboard(role: 'dialog' | 'alertdialog' | 'menu' | 'listbox', name?: string) {
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  return within(document.body).findByRole(role, name === undefined ? {} : { name });
}
