import { assetUrl } from './assets';
import type { RuntimeConfig } from './runtime';

const config = (overrides: Partial<RuntimeConfig> = {}): RuntimeConfig => ({
  apiBaseUrl: '',
  staticBaseUrl: '/uploads',
  uploadUrl: '',
  navigationUrl: '',
  ...overrides,
});

describe('assetUrl: images against the static base URL (issue point 11, docs/SPECIFICATION.md §9)', () => {
  it('joins a relative image path to the static base URL', () => {
    expect(assetUrl('images/a.png', config())).toBe('/uploads/images/a.png');
    expect(assetUrl('images/a.png', config({ staticBaseUrl: 'https://cdn.example/files/' }))).toBe(
      'https://cdn.example/files/images/a.png',
    );
    expect(assetUrl('/img/a.png', config({ staticBaseUrl: 'https://cdn.example/files' }))).toBe(
      'https://cdn.example/files/img/a.png',
    );
  });

  it('puts a static base that is a path on the API, wherever the console is hosted', () => {
    const apart = config({ apiBaseUrl: 'https://api.example' });
    expect(assetUrl('images/a.png', apart)).toBe('https://api.example/uploads/images/a.png');
    // The server's own answer (url = STATIC_BASE_URL/key) is not doubled.
    expect(assetUrl('/uploads/images/a.png', apart)).toBe('https://api.example/uploads/images/a.png');
    expect(assetUrl('/uploads/images/a.png', config())).toBe('/uploads/images/a.png');
    expect(assetUrl('/files/a.png', config({ staticBaseUrl: 'https://cdn.example/files' }))).toBe(
      'https://cdn.example/files/a.png',
    );
  });

  it('keeps full URLs, and gives nothing for an empty or unsafe reference', () => {
    for (const url of [
      'https://cdn.example/a.png',
      'http://x.example/a.png',
      '//cdn.example/a.png',
      'data:image/png;base64,AA',
      'blob:https://console.example/1',
    ]) {
      expect(assetUrl(url, config({ apiBaseUrl: 'https://api.example' }))).toBe(url);
    }
    for (const nothing of [null, undefined, '', '  ', 42, 'javascript:alert(1)', 'data:text/html,x']) {
      expect(assetUrl(nothing, config())).toBeUndefined();
    }
  });
});
