const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * How the tests start Debian's Chromium (never a downloaded one): its headless shell (Debian's
 * chromium-headless-shell, the same Blink and V8 as /usr/bin/chromium without the browser's UI, and what
 * Playwright itself runs headless by default). On a 2-core machine it runs the suite in under half the time
 * of /usr/bin/chromium in its headless mode (decision 0204). CHROMIUM_PATH overrides it; a test that needs
 * another flag spreads these.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
  args: ARGS,
};

/**
 * The benchmarks' Chromium: the whole browser a visitor runs (/usr/bin/chromium, or CHROMIUM_PATH), so
 * that what they measure is what a visitor's Chromium does.
 */
export const CHROMIUM_BROWSER = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ARGS,
};
