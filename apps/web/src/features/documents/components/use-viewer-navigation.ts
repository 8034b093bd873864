import type { DocumentRecord } from '@tms/domain';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { zoomBy } from './zoom';

/** Keys that move between documents, and keys that zoom (0 fits again). */
const NAV_KEYS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };
const ZOOM_KEYS: Record<string, number> = { '+': 1, '=': 1, '-': -1, _: -1, '0': 0 };

interface ViewerNavigationOptions {
  /** The open document; undefined when the viewer is closed. */
  doc: DocumentRecord | undefined;
  index: number | null;
  count: number;
  onIndexChange: (index: number) => void;
  /** Whether the open document can be zoomed (images only). */
  zoomable: boolean;
}

/** The viewer's place in the list and its zoom, moved by the buttons or the keyboard. */
export function useViewerNavigation({ doc, index, count, onIndexChange, zoomable }: ViewerNavigationOptions) {
  const [zoom, setZoom] = useState(1);
  const stage = useRef<HTMLDivElement>(null);

  // Each document opens fitted to the viewer. Moving from an image to a PDF removes the zoom
  // buttons; if one had the focus, the viewer takes it, so Esc and the arrows keep working.
  useEffect(() => {
    if (!doc) return;
    setZoom(1);
    const dialog = stage.current?.closest('[role="dialog"]');
    if (dialog && !dialog.contains(document.activeElement)) stage.current?.focus();
  }, [doc]);

  const go = (step: number) => {
    if (index === null) return;
    const next = index + step;
    if (next >= 0 && next < count) onIndexChange(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLInputElement) return;
    const zoomStep = ZOOM_KEYS[event.key];
    const navStep = NAV_KEYS[event.key];
    if (navStep !== undefined) go(navStep);
    else if (zoomable && zoomStep !== undefined) setZoom((z) => (zoomStep === 0 ? 1 : zoomBy(z, zoomStep)));
    else return;
    event.preventDefault();
  };

  return { zoom, setZoom, stage, go, onKeyDown };
}
