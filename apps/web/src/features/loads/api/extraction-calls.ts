import { useQuery } from '@tanstack/react-query';
import { customerSchema, EXTRACTION_UPLOAD_FAILED, type ExtractionAnswer, extractionAnswer } from '@tms/domain';
import { apiClient, withSession } from '../../../app/api/api-client';
import { ApiError } from '../../../app/api/api-error';
import { uploadWithProgress } from '../../../app/api/upload-with-progress';
import { customerKeys } from '../../customers/api/customer-keys';
import { searchCustomers } from '../../customers/api/search-customers';

/** Reads one rate confirmation (PDF or image) on the server: `POST /api/loads/extract-from-pdf`. */
export async function extractRateConfirmation(
  file: File,
  options: { onProgress?: (sent: number) => void; signal?: AbortSignal } = {},
): Promise<ExtractionAnswer> {
  const body = new FormData();
  body.set('file', file, file.name);
  const answer = await withSession((token) =>
    uploadWithProgress('/api/loads/extract-from-pdf', body, { ...options, token }),
  );
  return extractionAnswer.parse(answer);
}

/** The broker a sheet names: by MC digits first, then by exact name; null when neither is known. */
export interface BrokerMatch {
  id: number;
  name: string;
  mc_number: string | null;
  has_warning: boolean;
  warning_note: string | null;
  by: 'mc' | 'name';
}

async function brokerByMc(mc: string): Promise<BrokerMatch | null> {
  try {
    const c = customerSchema.parse(await apiClient(`/api/customers/by-mc/${encodeURIComponent(mc)}`));
    return { ...c, warning_note: c.warning_note ?? null, by: 'mc' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Matches the extracted broker. Each lookup is cached for a minute (spec 3 section 9), so a failed
 * MC lookup is remembered as not found for that long.
 */
export function useBrokerMatch(mc: string | null, name: string | null) {
  const digits = mc?.replace(/\D/g, '') || null;
  const byMc = useQuery({
    queryKey: customerKeys.brokerMatch('mc', digits),
    queryFn: () => brokerByMc(digits ?? ''),
    enabled: digits !== null,
    staleTime: 60_000,
    retry: false,
  });
  const wanted = name?.trim().toLowerCase() ?? '';
  const byName = useQuery({
    queryKey: customerKeys.brokerMatch('name', wanted),
    queryFn: async () => {
      const found = await searchCustomers(wanted, 20);
      const c = found.find((x) => x.name.trim().toLowerCase() === wanted);
      return c ? ({ ...c, by: 'name' } satisfies BrokerMatch) : null;
    },
    enabled: wanted.length >= 2 && (digits === null || (byMc.isSuccess && byMc.data === null)),
    staleTime: 60_000,
    retry: false,
  });
  const match = byMc.data ?? byName.data ?? null;
  const settled =
    (digits === null || byMc.isFetched) &&
    (wanted.length < 2 || byMc.data != null || byName.isFetched || !byName.isEnabled);
  return { match, settled };
}

export { EXTRACTION_UPLOAD_FAILED };
