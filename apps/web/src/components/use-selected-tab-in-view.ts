import { type RefObject, useEffect, useRef } from 'react';

/**
 * The bar's own scroll to its selected tab is measured before its arrows appear and before the fonts
 * arrive, and animates for the theme's standard duration: the tab is revealed again after both.
 */
const SETTLE_MS = 350;

/** Keeps the selected tab of a scrolling tab bar in view on a narrow screen. */
export function useSelectedTabInView(selected: number): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    let live = true;
    let timer: number | undefined;
    const reveal = () =>
      ref.current
        ?.querySelectorAll<HTMLElement>('[role="tab"]')
        [selected]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    const fonts = document.fonts?.ready ?? Promise.resolve();
    void fonts.then(() => {
      if (live) timer = window.setTimeout(reveal, SETTLE_MS);
    });
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [selected]);
  return ref;
}
