import { expect, userEvent, within } from 'storybook/test';

/**
 * The elements whose text does not read whole: a word broken one character per line, text cut
 * with an ellipsis (but in a table's cell or header: the table scrolls sideways), or
 * text running past `inside` (a dialog's box) when given.
 */
function squeezed(elements: Iterable<HTMLElement>, inside?: DOMRect): HTMLElement[] {
  return [...elements].filter((element) => {
    if (element.children.length > 0 || !element.textContent?.trim()) return false;
    const style = getComputedStyle(element);
    // The text's own line boxes, not the element's: a label stretched beside a tall value is not squeezed.
    const text = document.createRange();
    text.selectNodeContents(element);
    const lines = new Set([...text.getClientRects()].map((rect) => Math.round(rect.top))).size;
    const characters = element.textContent.trim().length;
    // A table scrolls sideways: its cells and headers may run past the box or end in an ellipsis.
    const inCell = element.closest('td, th') !== null;
    const cut = style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth && !inCell;
    const outside = inside !== undefined && element.getBoundingClientRect().right > inside.right + 0.5 && !inCell;
    return cut || outside || (lines > 2 && lines * 3 > characters);
  });
}

/**
 * Every element's text under `root` (its `within` part) fits on its lines: for the stories at a
 * phone's width (390 px) of the detail pages and drawers.
 */
export async function expectReadable(root: HTMLElement, within = 'main') {
  await expect(
    squeezed(root.querySelectorAll<HTMLElement>(`${within} *`)).map((element) => element.textContent),
  ).toEqual([]);
}

/** An open dialog or drawer reads at a phone's width: it lies inside the screen, and every line of it reads whole. */
export async function expectDialogReadable(dialog: HTMLElement) {
  const box = dialog.getBoundingClientRect();
  await expect([Math.round(box.left) >= 0, Math.round(box.right) <= window.innerWidth]).toEqual([true, true]);
  await expect(squeezed(dialog.querySelectorAll<HTMLElement>('*'), box).map((element) => element.textContent)).toEqual(
    [],
  );
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
  await expectDialogReadable(await within(document.body).findByRole('dialog'));
}
