import { crc32, deflateSync } from 'node:zlib';
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

/** A small PNG of one colour: a demo picture that needs no file in the repository. */
export function solidPng(width: number, height: number, [red, green, blue]: readonly [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [red, green, blue]).flat()),
  ]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The item at `index`, going round the list again past its end. */
export const cycle = <Item>(items: readonly Item[], index: number): Item => items[index % items.length] as Item;
/** Every this-many-th paid order of a member (by id) is paid from the balance in the demo (demo-books.ts). */
export const BALANCE_PAID_EVERY = 10;
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
