import { descriptionSpan } from './Descriptions';

describe('descriptionSpan', () => {
  it('defaults to one column and never exceeds a row', () => {
    expect(descriptionSpan({ label: 'a', value: 1 }, 3)).toBe(1);
    expect(descriptionSpan({ label: 'a', value: 1, span: 2 }, 3)).toBe(2);
    expect(descriptionSpan({ label: 'a', value: 1, span: 5 }, 3)).toBe(3);
    expect(descriptionSpan({ label: 'a', value: 1, span: 0 }, 3)).toBe(1);
  });
});
