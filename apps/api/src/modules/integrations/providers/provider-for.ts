import type { EldProviderCode } from '@tms/domain';
import type { EldProvider } from './eld-provider';
import { createMotiveProvider } from './motive';
import { createSamsaraProvider } from './samsara';

/** Where each provider's API answers (config: SAMSARA_API_URL, MOTIVE_API_URL); tests point them at local servers. */
export type ProviderUrls = Record<EldProviderCode, string>;

export function providerFor(code: EldProviderCode, token: string, urls: ProviderUrls): EldProvider {
  const conn = { baseUrl: urls[code], token };
  return code === 'samsara_eld' ? createSamsaraProvider(conn) : createMotiveProvider(conn);
}
