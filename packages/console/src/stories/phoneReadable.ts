import { expect } from 'storybook/test';

/**
 * An open dialog or drawer reads at a phone's width (issue 30, 390 px): it lies inside the
 * screen, and every element's text fits on its lines: no word broken one character per line,
 * nothing cut with an ellipsis but a table cell (its table scrolls sideways).
 */
export async function expectDialogReadable(dialog: HTMLElement) {
  const box = dialog.getBoundingClientRect();
  await expect([Math.round(box.left) >= 0, Math.round(box.right) <= window.innerWidth]).toEqual([true, true]);
  const squeezed = [...dialog.querySelectorAll<HTMLElement>('*')].filter((element) => {
    if (element.children.length > 0 || !element.textContent?.trim()) return false;
    const style = getComputedStyle(element);
    // The text's own line boxes, not the element's (a cell stretched by its row is not squeezed).
    const range = document.createRange();
    range.selectNodeContents(element);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    const characters = element.textContent.trim().length;
    const cut =
      style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth && !element.closest('td');
    const outside = element.getBoundingClientRect().right > box.right + 0.5 && !element.closest('td');
    return cut || outside || (lines > 2 && lines * 3 > characters);
  });
  await expect(squeezed.map((element) => element.textContent)).toEqual([]);
}
