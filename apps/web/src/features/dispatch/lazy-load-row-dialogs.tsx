import { type ComponentProps, lazy, Suspense, useState } from 'react';

// The edit wizard, the documents, comments and history dialogs are code the board does not need to
// show its loads: they load with the first dialog a user opens (decision 0201).
const LoadRowDialogs = lazy(() => import('./load-row-dialogs').then((m) => ({ default: m.LoadRowDialogs })));

type Props = ComponentProps<typeof LoadRowDialogs>;

/**
 * The board rows' dialogs, loaded once one of them opens and kept mounted after, so closing animates.
 * A dialog added to LoadRowDialogs must be added to `open` too, or it shows only after another one.
 */
export function LazyLoadRowDialogs(props: Props) {
  const { p, dialogs: d } = props;
  const open = p.editId !== null || !!d.documents || !!d.comments || !!d.history || !!d.deleting;
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoadRowDialogs {...props} />
    </Suspense>
  );
}
