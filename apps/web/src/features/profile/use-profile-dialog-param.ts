import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type ProfileTab = 'personal' | 'security';

const PARAM = 'profile';

/** The profile dialog and its tab live in the URL (?profile=security), so they survive a reload. */
export function useProfileDialogParam() {
  const [params, setParams] = useSearchParams();
  const value = params.get(PARAM);
  const tab: ProfileTab = value === 'security' ? 'security' : 'personal';

  const setTab = useCallback(
    (next: ProfileTab) =>
      setParams(
        (p) => {
          p.set(PARAM, next);
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );

  const openProfile = useCallback(
    (next: ProfileTab = 'personal') =>
      setParams((p) => {
        p.set(PARAM, next);
        return p;
      }),
    [setParams],
  );

  const closeProfile = useCallback(
    () =>
      setParams(
        (p) => {
          p.delete(PARAM);
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { open: value === 'personal' || value === 'security', tab, setTab, openProfile, closeProfile };
}
