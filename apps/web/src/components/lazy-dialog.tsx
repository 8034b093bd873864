import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A dialog whose code is downloaded the first time it opens, not with the page that offers it: a
 * page shows many actions, and a phone should not pay for the forms behind them before one is used.
 * While closed it renders nothing (it has nothing to show); `isOpen` reads its props' own way of
 * saying "open" (a flag, or the record it edits).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per dialog, at module level, so its identity is stable.
  return function LazyDialog(props: P) {
    if (!isOpen(props)) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
