import { expect, userEvent, within } from 'storybook/test';

/**
 * Every element's text fits on its lines: no word broken one character per line, nothing but a
 * table cell cut with an ellipsis (an order number, a time, a status). For the stories at a
 * phone's width (390 px) of the detail pages and drawers.
 */
export async function expectReadable(root: HTMLElement, within = 'main') {
  const squeezed = [...root.querySelectorAll<HTMLElement>(`${within} *`)].filter((element) => {
    if (element.children.length > 0 || !element.textContent?.trim()) return false;
    const style = getComputedStyle(element);
    const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
    // The text's own height: a label stretched beside a tall value is not squeezed.
    const text = document.createRange();
    text.selectNodeContents(element);
    const lines = Math.round(text.getBoundingClientRect().height / lineHeight);
    const characters = element.textContent.trim().length;
    // A table's cells may end in an ellipsis: the table scrolls sideways and a row says it whole.
    const cut =
      style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth && !element.closest('td');
    return cut || (lines > 2 && lines * 3 > characters);
  });
  await expect(squeezed.map((element) => element.textContent)).toEqual([]);
}

/**
 * Opens the detail drawer of the row showing `cell` (a text in it; its button named `button`) and checks that
 * the drawer reads whole: the stories of the declared drawers at a phone's width.
 */
export async function expectDrawerReadable(canvasElement: HTMLElement, cell: string | RegExp, button: RegExp) {
  const [table] = await within(canvasElement).findAllByRole('table');
  if (!table) throw new Error('The page shows no table.');
  const row = (await within(table).findByText(cell)).closest('tr');
  if (!row) throw new Error('The cell is in no row.');
  await userEvent.click(within(row).getByRole('button', { name: button }));
  const drawer = await within(document.body).findByRole('dialog');
  await expect(drawer).toBeVisible();
  await expectReadable(document.body, '[role="dialog"]');
}
