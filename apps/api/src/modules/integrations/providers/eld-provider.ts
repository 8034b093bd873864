import type { DutyStatus } from '@tms/domain';

/**
 * What the sync needs from an ELD provider's API, whichever provider it is (decision 0210). Each
 * adapter turns the provider's documented answers into these shapes; the sync matches, stores and
 * computes the clocks with the one engine, so every ELD is read by the same rules.
 */
export type ProviderDriver = {
  externalId: string;
  firstName: string;
  lastName: string;
  /** The CDL number and state the provider holds, when it holds them. */
  licenseNumber: string | null;
  licenseState: string | null;
};

export type ProviderVehicle = {
  externalId: string;
  /** The unit name or number the fleet gave it in the provider's dashboard. */
  name: string;
  vin: string | null;
};

/** One change of duty status; yard moves count as on duty, personal conveyance as off duty (395.8). */
export type ProviderDutyEvent = {
  status: DutyStatus;
  start: Date;
  location: string | null;
  note: string | null;
};

export type ProviderDriverLog = { driverExternalId: string; events: ProviderDutyEvent[] };

export type ProviderPosition = {
  vehicleExternalId: string;
  at: Date;
  lat: number;
  lng: number;
  speedMph: number | null;
  heading: number | null;
};

export type EldProvider = {
  drivers(): Promise<ProviderDriver[]>;
  vehicles(): Promise<ProviderVehicle[]>;
  /** Every driver's duty status changes that start in [from, to), in time order per driver. */
  dutyLogs(range: { from: Date; to: Date }): Promise<ProviderDriverLog[]>;
  /** Vehicle positions recorded in [from, to); a provider with only current locations answers those. */
  positions(range: { from: Date; to: Date }): Promise<ProviderPosition[]>;
};

/** How a provider's API failed, so the sync knows whether and when to try again. */
export class ProviderError extends Error {
  constructor(
    readonly reason: 'credentials_rejected' | 'rate_limited' | 'unreachable' | 'unexpected',
    message: string,
    /** For `rate_limited`: how long the provider asked to wait. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** Where an adapter reaches its provider: the public API, or a local server in tests. */
export type ProviderConnection = { baseUrl: string; token: string; fetch?: typeof fetch; timeoutMs?: number };
