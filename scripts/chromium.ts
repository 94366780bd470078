// Debian's Chromium, launched so that it never reaches for the (closed) network.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
  // Re-raster whole tiles: with partial raster, a focus ring painted in one frame and a
  // tooltip in the next came out 1 px different from a run where both landed together.
  '--disable-partial-raster',
];
