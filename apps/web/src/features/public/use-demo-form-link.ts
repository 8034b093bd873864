import type { MouseEvent } from 'react';
import { navigate } from './public-navigation';
import { DEMO_FORM_ID } from './public-paths';

/** Brings the demo form into view and moves focus to its heading, so keyboard users land there too. */
export function revealDemoForm(behavior: ScrollBehavior): boolean {
  const section = document.getElementById(DEMO_FORM_ID);
  if (!section) return false;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduced ? 'auto' : behavior, block: 'start' });
  section.querySelector<HTMLElement>('[data-demo-heading]')?.focus({ preventScroll: true });
  return true;
}

/** href and click handler of every Get Demo button: scrolls on the landing page, goes there from the others. */
export function demoFormLinkProps(onNavigate?: () => void) {
  return {
    href: `/#${DEMO_FORM_ID}`,
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      onNavigate?.();
      if (window.location.pathname === '/' && revealDemoForm('smooth')) return;
      // Elsewhere, or before the landing page's lower sections are there: arrive with the anchor.
      navigate(`/#${DEMO_FORM_ID}`);
    },
  };
}
