import type { AlertColor } from '@mui/material/Alert';
import { createContext } from 'react';

export type Notify = (message: string, severity?: AlertColor) => void;

export const NotificationsContext = createContext<Notify | null>(null);
