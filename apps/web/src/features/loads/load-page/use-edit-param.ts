import { useSearchParams } from 'react-router';

/**
 * The edit dialog lives in the address as on the board (`?edit={id}`), so it can be linked and
 * survives a reload; opening and closing replace the entry rather than adding to the history.
 */
export function useEditParam(loadId: number) {
  const [params, setParams] = useSearchParams();
  const set = (open: boolean) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (open) next.set('edit', String(loadId));
        else next.delete('edit');
        return next;
      },
      { replace: true },
    );
  return { editing: params.get('edit') === String(loadId), open: () => set(true), close: () => set(false) };
}
