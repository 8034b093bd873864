import type { EldProviderCode } from '@tms/domain';
import type { EldProvider } from './eld-provider';
import { createMotiveProvider } from './motive';
import { createSamsaraProvider } from './samsara';

/** Where each provider's public API answers; tests point these at local servers. */
export type ProviderUrls = Record<EldProviderCode, string>;

export const PROVIDER_URLS: ProviderUrls = {
  samsara_eld: 'https://api.samsara.com',
  motive_eld: 'https://api.gomotive.com',
};

export function providerFor(code: EldProviderCode, token: string, urls: ProviderUrls): EldProvider {
  const conn = { baseUrl: urls[code], token };
  return code === 'samsara_eld' ? createSamsaraProvider(conn) : createMotiveProvider(conn);
}
