import { progressPercent } from './ProgressBar';

describe('progressPercent', () => {
  it('rounds the share done to a whole percentage', () => {
    expect(progressPercent(45, 100)).toBe(45);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(3, 12)).toBe(25);
  });
  it('clamps to 0–100 and survives a zero total', () => {
    expect(progressPercent(-5, 100)).toBe(0);
    expect(progressPercent(150, 100)).toBe(100);
    expect(progressPercent(5, 0)).toBe(0);
  });
});
