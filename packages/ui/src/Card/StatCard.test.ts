import { trendTone } from './StatCard';

describe('trendTone', () => {
  it('is positive when the figure moves the good way', () => {
    expect(trendTone('up', 'up')).toBe('positive');
    expect(trendTone('down', 'down')).toBe('positive');
    expect(trendTone('down', 'up')).toBe('negative');
    expect(trendTone('up', 'down')).toBe('negative');
  });
});
