import type { MouseEvent } from 'react';
import { navigate } from './public-navigation';

/**
 * href and click handler for an <a> (or an MUI Button or Link) to a public page: a plain click
 * stays in the page, while modified clicks (new tab, new window) keep the browser's behaviour.
 */
export function publicLinkProps(to: string) {
  return {
    href: to,
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(to);
    },
  };
}
