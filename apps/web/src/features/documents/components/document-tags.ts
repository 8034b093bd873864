/** The list shows the first 2 tags (spec 2 section 9); the rest are counted. */
export const SHOWN_TAGS = 2;
