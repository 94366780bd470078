import fc from 'fast-check';
import { loginPathFor, sanitizeRedirect } from './redirect';

describe('sanitizeRedirect', () => {
  it.each([
    ['/member/list', '/member/list'],
    ['/member/list?page=2&size=20', '/member/list?page=2&size=20'],
    ['/home/index#x', '/home/index'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(sanitizeRedirect(input)).toBe(expected);
  });

  it.each([
    ['https://evil.example/member/list'],
    ['//evil.example/x'],
    ['javascript:alert(1)'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['member/list'],
    [''],
    [null],
    [undefined],
    ['/login'],
    ['/login?redirect=/x'],
  ])('ignores %s', (input) => {
    expect(sanitizeRedirect(input)).toBeNull();
  });

  it('never returns a path that leaves the origin, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const result = sanitizeRedirect(input);
        if (result === null) return;
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(new URL(result, 'https://console.invalid').origin).toBe('https://console.invalid');
      }),
    );
  });
});

describe('loginPathFor', () => {
  it('keeps where the user was going, query included', () => {
    expect(loginPathFor('/member/list?page=3')).toBe('/login?redirect=%2Fmember%2Flist%3Fpage%3D3');
  });
  it('adds nothing for the root or an unsafe path', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('//evil')).toBe('/login');
  });
});
