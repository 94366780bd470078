import { expect } from 'storybook/test';

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
    const lines = Math.round(element.getBoundingClientRect().height / lineHeight);
    const characters = element.textContent.trim().length;
    // A table's cells may end in an ellipsis: the table scrolls sideways and a row says it whole.
    const cut =
      style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth && !element.closest('td');
    return cut || (lines > 2 && lines * 3 > characters);
  });
  await expect(squeezed.map((element) => element.textContent)).toEqual([]);
}
