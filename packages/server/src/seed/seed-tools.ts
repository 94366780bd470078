/** A seeded generator, so that every fresh start shows the same demo business. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
  const integer = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <Item>(items: readonly Item[]): Item => items[integer(0, items.length - 1)] as Item;
  return { next, integer, pick };
}
export type RandomSource = ReturnType<typeof randomSource>;

export const DAY_MS = 86_400_000;

/** The item at `index`, going round the list again past its end. */
export const cycle = <Item>(items: readonly Item[], index: number): Item => items[index % items.length] as Item;
/** Rows per insert statement. */
export const INSERT_BATCH_ROWS = 1_000;

/** Real mainland mobile prefixes, so demo numbers look like numbers people have. */
const MOBILE_PREFIXES = [
  '130',
  '131',
  '132',
  '135',
  '136',
  '137',
  '138',
  '139',
  '150',
  '151',
  '152',
  '158',
  '159',
  '176',
  '177',
  '186',
  '187',
  '188',
  '189',
  '199',
];

/** An 11-digit mobile number drawn from the seeded generator. */
export function mobileNumber(random: RandomSource): string {
  return random.pick(MOBILE_PREFIXES) + String(random.integer(0, 99_999_999)).padStart(8, '0');
}
