import { checkImageFile, describeBytes, describeImageTypes, fillMessage } from './imageFileRules';

describe('image file rules', () => {
  const accept = ['image/png', 'image/jpeg'];

  it('accepts a listed type within the size limit', () => {
    expect(checkImageFile({ type: 'image/png', size: 1024 }, accept, 2048)).toBeNull();
    expect(checkImageFile({ type: 'image/jpeg', size: 2048 }, accept, 2048)).toBeNull();
  });

  it('refuses other types before looking at the size', () => {
    expect(checkImageFile({ type: 'application/pdf', size: 10 }, accept, 2048)).toBe('wrongType');
    expect(checkImageFile({ type: '', size: 10 }, accept, 2048)).toBe('wrongType');
    expect(checkImageFile({ type: 'image/gif', size: 9999 }, accept, 2048)).toBe('wrongType');
  });

  it('refuses a file one byte over the limit', () => {
    expect(checkImageFile({ type: 'image/png', size: 2049 }, accept, 2048)).toBe('tooLarge');
  });

  it('describes types and limits the way people write them', () => {
    expect(describeImageTypes(['image/png', 'image/jpeg', 'image/svg+xml'])).toBe('PNG/JPEG/SVG');
    expect(describeBytes(2 * 1024 * 1024)).toBe('2MB');
    expect(describeBytes(1.5 * 1024 * 1024)).toBe('1.5MB');
    expect(describeBytes(500 * 1024)).toBe('500KB');
    expect(fillMessage('不超过 {size}，{unknown}', { size: '2MB' })).toBe('不超过 2MB，{unknown}');
  });
});
