/** Where the driver app's installable parts live; the build (vite.config.ts) writes them there. */
export const DRIVER_APP_SCOPE = '/driver';
export const DRIVER_SW_URL = '/driver-sw.js';
export const DRIVER_MANIFEST_URL = '/driver.webmanifest';
