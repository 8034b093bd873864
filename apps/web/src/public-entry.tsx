import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicSite } from './features/public/public-site';

export function renderPublicSite(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <PublicSite />
    </StrictMode>,
  );
}
