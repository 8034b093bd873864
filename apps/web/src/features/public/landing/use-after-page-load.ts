import { useEffect, useState } from 'react';

// Safari has no idle callbacks; a short timer after the load event stands in for them.
const onIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
};

/**
 * False until the page has loaded and the browser is idle: the moment to fetch what is not needed
 * for the first view, so it does not compete with it.
 */
export function useAfterPageLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancel: (() => void) | undefined;
    const whenIdle = () => {
      cancel = onIdle(() => setReady(true));
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancel?.();
    };
  }, []);
  return ready;
}
