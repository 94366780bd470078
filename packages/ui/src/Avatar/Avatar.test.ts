import { avatarInitials } from './Avatar';

describe('avatarInitials', () => {
  it('takes the surname of a Chinese name', () => {
    expect(avatarInitials('王小明')).toBe('王');
    expect(avatarInitials('  欧阳娜娜 ')).toBe('欧');
  });
  it('takes the first letters of the first and last Latin words, upper-cased', () => {
    expect(avatarInitials('han meimei')).toBe('HM');
    expect(avatarInitials('Li')).toBe('L');
    expect(avatarInitials('Mary Ann Smith')).toBe('MS');
  });
  it('is empty for an empty name', () => {
    expect(avatarInitials('   ')).toBe('');
  });
});
