/** Spec 2 section 9: customer search waits 200 ms after the last key. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 200;
