import { fileNameOf, humanBytes, shortChecksum } from './packageInfo';

describe('package info', () => {
  it('says sizes in human units', () => {
    expect(humanBytes(22)).toBe('22 B');
    expect(humanBytes(1536)).toBe('1.5 KB');
    expect(humanBytes(12.34 * 1_048_576)).toBe('12.3 MB');
    expect(humanBytes(200 * 1_048_576)).toBe('200 MB');
  });
  it('shortens a checksum and names a file', () => {
    expect(shortChecksum('a'.repeat(56) + '01234567')).toBe('aaaaaaaa…234567');
    expect(fileNameOf(`/uploads/packages/${'b'.repeat(64)}.zip`)).toBe(`${'b'.repeat(64)}.zip`);
  });
});
