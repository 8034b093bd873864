/** Spec 1 section 9. */
export const SIDEBAR_WIDTH = 240;
export const SIDEBAR_COLLAPSED_WIDTH = 72;
export const SUBMENU_CLOSE_DELAY_MS = 300;
