import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('removes scripts and keeps the formatting around them', () => {
    expect(sanitizeHtml('<p>a<script>alert(1)</script><strong>b</strong></p>')).toBe('<p>a<strong>b</strong></p>');
  });

  it('removes event-handler attributes', () => {
    const clean = sanitizeHtml('<img src="x.png" onerror="alert(1)"><p onclick="alert(2)" onmouseover="x()">t</p>');
    expect(clean).not.toMatch(/on\w+=/i);
    expect(clean).toContain('<img src="x.png">');
    expect(clean).toContain('<p>t</p>');
  });

  it('removes javascript: links, inline styles, frames and form controls', () => {
    const clean = sanitizeHtml(
      '<a href="javascript:alert(1)">x</a><p style="position:fixed">y</p><iframe src="https://evil.test"></iframe><form><input></form><style>*{}</style>',
    );
    expect(clean).toBe('<a>x</a><p>y</p>');
  });

  it('leaves what the editor produces unchanged', () => {
    const html =
      '<h2>标题</h2><p><strong>粗</strong><em>斜</em></p><ul><li><p>一</p></li></ul><ol><li><p>二</p></li></ol>' +
      '<p><a rel="noopener noreferrer nofollow" href="https://vending.example.com/rules">规则</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });
});
