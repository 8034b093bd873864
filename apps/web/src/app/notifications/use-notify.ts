import { useContext } from 'react';
import { NotificationsContext, type Notify } from './notifications-context';

export function useNotify(): Notify {
  const notify = useContext(NotificationsContext);
  if (!notify) throw new Error('useNotify must be used within NotificationsProvider');
  return notify;
}
