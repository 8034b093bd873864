import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TrackingPage } from './features/tracking/tracking-page';

/** The customer's tracking page: its own bundle, without the back office's session or the marketing site. */
export function renderTrackingPage(container: HTMLElement, pathname: string): void {
  createRoot(container).render(
    <StrictMode>
      <TrackingPage pathname={pathname} />
    </StrictMode>,
  );
}
