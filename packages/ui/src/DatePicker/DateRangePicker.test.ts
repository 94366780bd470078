import { toDayRange } from './DateRangePicker';

describe('toDayRange', () => {
  it('orders the two picked days whichever came first', () => {
    const early = new Date(2024, 4, 6);
    const late = new Date(2024, 4, 12);
    expect(toDayRange(early, late)).toEqual({ from: early, to: late });
    expect(toDayRange(late, early)).toEqual({ from: early, to: late });
    expect(toDayRange(early, early)).toEqual({ from: early, to: early });
  });
});
