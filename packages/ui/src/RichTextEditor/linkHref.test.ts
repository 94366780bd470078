import { linkHref } from './linkHref';

describe('linkHref', () => {
  it('keeps http, https and mailto addresses as typed (trimmed)', () => {
    expect(linkHref(' https://vending.example.com/ads?id=1 ')).toBe('https://vending.example.com/ads?id=1');
    expect(linkHref('http://localhost:8080/x')).toBe('http://localhost:8080/x');
    expect(linkHref('mailto:ops@vending.example.com')).toBe('mailto:ops@vending.example.com');
  });

  it('gives a bare host https://', () => {
    expect(linkHref('vending.example.com/help')).toBe('https://vending.example.com/help');
    expect(linkHref('www.example.com:8443/a')).toBe('https://www.example.com:8443/a');
  });

  it('refuses other schemes, spaces, empty text and things that are not addresses', () => {
    for (const typed of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'ftp://x.example',
      '',
      '   ',
      'a b.com',
      'hello',
      'mailto:nobody',
      'https://',
    ]) {
      expect(linkHref(typed)).toBeNull();
    }
  });
});
