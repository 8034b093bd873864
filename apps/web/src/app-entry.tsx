import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

export function renderApp(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
