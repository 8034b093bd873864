import { useCallback, useState } from 'react';
import { localStore } from '../session/local-store';

const KEY = 'sidebarCollapsed';

/** The desktop sidebar remembers whether it was collapsed. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => localStore.get(KEY) === 'true');
  const toggle = useCallback(() => {
    setCollapsed((c) => {
      localStore.set(KEY, String(!c));
      return !c;
    });
  }, []);
  return [collapsed, toggle];
}
