import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every new page starts at the top, as a full page load would. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger, not an input.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
