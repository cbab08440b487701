/**
 * Debian's Chromium (or `CHROME_PATH`) and the flags every browser run starts it with, the browser tests and
 * the benchmarks (bench/support.ts) alike: no sandbox (containers), no GPU, and nothing that reaches the
 * network on its own.
 */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
