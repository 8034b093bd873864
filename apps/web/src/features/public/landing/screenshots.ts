import type { ResolvedMode } from '../../../app/theme/create-app-theme';

export interface Screenshot {
  /** File stem in public/screenshots/, made by e2e/scripts/capture-screenshots.ts. */
  id: string;
  caption: string;
  alt: string;
}

/** The hero's three slides: real screens of the back office, captured from the running app. */
export const SCREENSHOTS: readonly Screenshot[] = [
  {
    id: 'customers',
    caption: 'Customers',
    alt: 'The customers screen: brokers and shippers with their MC numbers, contacts, phones and billing e-mails',
  },
  {
    id: 'companies',
    caption: 'Company management',
    alt: 'The company management screen listing carrier companies with their country, contact, status and users',
  },
  {
    id: 'settings',
    caption: 'Company settings',
    alt: 'The settings screen with the company’s address, MC and DOT numbers, plan and subscription date',
  },
];

/** Both widths exist for every slide and theme: phones take the small one, large and dense screens the big one. */
export const SCREENSHOT_WIDTHS = [720, 1280] as const;
export const SCREENSHOT_HEIGHT_RATIO = 10 / 16;

export function screenshotSrc(id: string, mode: ResolvedMode, width: number): string {
  return `/screenshots/${id}-${mode}-${width}.webp`;
}

export function screenshotSrcSet(id: string, mode: ResolvedMode): string {
  return SCREENSHOT_WIDTHS.map((w) => `${screenshotSrc(id, mode, w)} ${w}w`).join(', ');
}

/** The slide's rendered width: half the 1200 px container from md up, the viewport less margins below. */
export const SCREENSHOT_SIZES = '(min-width: 1200px) 660px, (min-width: 900px) 55vw, calc(100vw - 32px)';
