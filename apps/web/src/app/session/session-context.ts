import type { Capability, RoleName, User } from '@tms/domain';
import { createContext } from 'react';
import type { SessionStatus } from './session-store';
import type { CompanyIntegrationsState } from './use-company-integrations';

export interface SessionValue extends CompanyIntegrationsState {
  status: SessionStatus;
  user: User | null;
  roleNames: string[];
  primaryRole: RoleName | undefined;
  capabilities: ReadonlySet<Capability>;
  signIn: (email: string, password: string) => Promise<User>;
  /** Calls the server, clears the local session and goes to /login. */
  logout: () => Promise<void>;
  updateUser: (user: User) => void;
}

export const SessionContext = createContext<SessionValue | null>(null);
