// PNG compression for the README's pictures, with Node alone (no image library, no system tool):
// decode the browser's truecolour PNG, reduce it to at most 256 colours, write an indexed PNG.
// Every step is deterministic, so the same screenshot always gives the same bytes.
import { crc32, deflateSync, inflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Decodes an 8-bit, non-interlaced RGB or RGBA PNG (what Chromium writes) or indexed PNG (what
 * this file writes) to RGBA pixels.
 */
export function decodePng(file) {
  if (!file.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG');
  let width = 0;
  let height = 0;
  let channels = 0;
  let palette = null;
  let alphas = Buffer.alloc(0);
  const data = [];
  for (let at = 8; at < file.length;) {
    const length = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    const body = file.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [bitDepth, colorType, , , interlace] = body.subarray(8);
      channels = { 2: 3, 3: 1, 6: 4 }[colorType] ?? 0;
      if (bitDepth !== 8 || channels === 0 || interlace !== 0) {
        throw new Error(`unsupported PNG: bit depth ${bitDepth}, colour type ${colorType}, interlace ${interlace}`);
      }
    } else if (type === 'PLTE') palette = body;
    else if (type === 'tRNS') alphas = body;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = new Uint8Array(width * height * 4);
  let previous = new Uint8Array(stride);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const current = new Uint8Array(stride);
    for (let x = 0; x < stride; x += 1) {
      const left = x >= channels ? current[x - channels] : 0;
      const up = previous[x];
      const upLeft = x >= channels ? previous[x - channels] : 0;
      let predictor = 0;
      if (filter === 1) predictor = left;
      else if (filter === 2) predictor = up;
      else if (filter === 3) predictor = (left + up) >> 1;
      else if (filter === 4) {
        const estimate = left + up - upLeft;
        const toLeft = Math.abs(estimate - left);
        const toUp = Math.abs(estimate - up);
        const toUpLeft = Math.abs(estimate - upLeft);
        predictor = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft;
      }
      current[x] = (line[x] + predictor) & 0xff;
    }
    for (let x = 0; x < width; x += 1) {
      const to = (y * width + x) * 4;
      if (palette) {
        const index = current[x];
        pixels.set(palette.subarray(index * 3, index * 3 + 3), to);
        pixels[to + 3] = index < alphas.length ? alphas[index] : 255;
        continue;
      }
      pixels[to] = current[x * channels];
      pixels[to + 1] = current[x * channels + 1];
      pixels[to + 2] = current[x * channels + 2];
      pixels[to + 3] = channels === 4 ? current[x * channels + 3] : 255;
    }
    previous = current;
  }
  return { width, height, pixels };
}

const channelOf = (color, channel) => (color >>> (24 - channel * 8)) & 0xff;

/** A box of distinct colours (packed RGBA) with their pixel counts, as median cut splits them. */
function describe(colors, counts) {
  let total = 0;
  const sum = [0, 0, 0, 0];
  const squares = [0, 0, 0, 0];
  for (let index = 0; index < colors.length; index += 1) {
    const weight = counts[index];
    total += weight;
    for (let channel = 0; channel < 4; channel += 1) {
      const value = channelOf(colors[index], channel);
      sum[channel] += weight * value;
      squares[channel] += weight * value * value;
    }
  }
  const variance = sum.map((value, channel) => squares[channel] - (value * value) / total);
  return {
    colors,
    counts,
    total,
    mean: sum.map((value) => Math.round(value / total)),
    variance,
    error: variance.reduce((a, b) => a + b, 0),
  };
}

/**
 * At most `size` colours for the image: the exact colours when there are few enough (lossless),
 * otherwise a variance-based median cut, always splitting the box with the largest squared error
 * along its widest channel at its weighted median.
 */
function paletteOf(histogram, size) {
  const distinct = [...histogram.keys()].sort((a, b) => a - b);
  if (distinct.length <= size) return { palette: distinct, exact: true };
  const boxes = [
    describe(
      distinct,
      distinct.map((color) => histogram.get(color)),
    ),
  ];
  while (boxes.length < size) {
    let worst = -1;
    for (let index = 0; index < boxes.length; index += 1) {
      if (boxes[index].colors.length > 1 && (worst < 0 || boxes[index].error > boxes[worst].error)) worst = index;
    }
    if (worst < 0) break;
    const box = boxes[worst];
    const channel = box.variance.indexOf(Math.max(...box.variance));
    const order = box.colors
      .map((color, index) => ({ color, count: box.counts[index] }))
      .sort((a, b) => channelOf(a.color, channel) - channelOf(b.color, channel) || a.color - b.color);
    let seen = 0;
    let cut = 1;
    for (; cut < order.length - 1; cut += 1) {
      seen += order[cut - 1].count;
      if (seen * 2 >= box.total) break;
    }
    const split = (part) =>
      describe(
        part.map((entry) => entry.color),
        part.map((entry) => entry.count),
      );
    boxes.splice(worst, 1, split(order.slice(0, cut)), split(order.slice(cut)));
  }
  const palette = boxes.map(({ mean }) => ((mean[0] << 24) | (mean[1] << 16) | (mean[2] << 8) | mean[3]) >>> 0);
  return { palette, exact: false };
}

function nearest(palette, color) {
  let best = 0;
  let bestDistance = Infinity;
  for (let index = 0; index < palette.length; index += 1) {
    let distance = 0;
    for (let channel = 0; channel < 4; channel += 1) {
      const difference = channelOf(palette[index], channel) - channelOf(color, channel);
      distance += difference * difference;
    }
    if (distance < bestDistance) {
      bestDistance = distance;
      best = index;
    }
  }
  return best;
}

function chunk(type, body) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])) >>> 0, 0);
  return Buffer.concat([head, body, crc]);
}

/** Writes an indexed PNG: a palette of at most 256 colours, no dithering (flat UI colours stay flat). */
export function encodeIndexedPng({ width, height, pixels }, size = 256) {
  const view = new DataView(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  const histogram = new Map();
  for (let at = 0; at < pixels.length; at += 4) {
    const color = view.getUint32(at);
    histogram.set(color, (histogram.get(color) ?? 0) + 1);
  }
  const { palette, exact } = paletteOf(histogram, size);
  const indexOf = new Map();
  for (const color of histogram.keys()) {
    indexOf.set(color, exact ? palette.indexOf(color) : nearest(palette, color));
  }
  // Filter type 0 on every line: the usual best choice for indexed images.
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) raw[y * (width + 1) + 1 + x] = indexOf.get(view.getUint32((y * width + x) * 4));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8);
  const plte = Buffer.from(palette.flatMap((color) => [0, 1, 2].map((channel) => channelOf(color, channel))));
  const alphas = palette.map((color) => channelOf(color, 3));
  const chunks = [SIGNATURE, chunk('IHDR', header), chunk('PLTE', plte)];
  if (alphas.some((alpha) => alpha < 255)) chunks.push(chunk('tRNS', Buffer.from(alphas)));
  chunks.push(chunk('IDAT', deflateSync(raw, { level: 9, memLevel: 9 })), chunk('IEND', Buffer.alloc(0)));
  return { file: Buffer.concat(chunks), colors: histogram.size, exact };
}

/** The browser's PNG as an indexed PNG (or the original, should that be smaller). */
export function compressPng(file) {
  const { file: indexed, colors, exact } = encodeIndexedPng(decodePng(file));
  return indexed.length < file.length ? { file: indexed, colors, exact } : { file, colors, exact: true };
}
