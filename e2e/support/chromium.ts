/** The system Chromium and the flags that keep it quiet and offline in a sandboxed machine. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launch options for Playwright's Chromium: the journeys, the screenshot script and the benches. */
export const CHROMIUM_LAUNCH_OPTIONS = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };
