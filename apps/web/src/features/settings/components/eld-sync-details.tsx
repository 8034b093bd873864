import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { ELD_CREDENTIAL_LABELS, type EldProviderCode, type IntegrationSyncState } from '@tms/domain';
import type { ReactNode } from 'react';
import { RelativeTime } from '../../../components/relative-time';

/** The last error still matters while the sync fails, or when nothing has worked since it. */
function errorStands(sync: IntegrationSyncState): boolean {
  if (!sync.last_error) return false;
  if (sync.status === 'failing' || sync.status === 'credentials_rejected') return true;
  return Boolean(
    sync.last_error_at && (!sync.last_success_at || Date.parse(sync.last_error_at) > Date.parse(sync.last_success_at)),
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {term}
      </Box>
      <Box component="dd" sx={{ m: 0, fontWeight: 500, textAlign: 'right', minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}

/** What a company needs to know about an ELD provider's sync: which key, when it last worked, what went wrong. */
export function EldSyncDetails({ code, sync }: { code: EldProviderCode; sync: IntegrationSyncState }) {
  const label = ELD_CREDENTIAL_LABELS[code].label;
  return (
    <>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 0.75,
          typography: 'body2',
        }}
      >
        <Fact term={label}>
          {sync.credentials_hint ? (
            <Box component="span" sx={{ fontFamily: 'monospace', letterSpacing: '0.04em' }}>
              {sync.credentials_hint}
            </Box>
          ) : (
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              Not entered
            </Box>
          )}
        </Fact>
        <Fact term="Last synced">
          {sync.last_success_at ? (
            <RelativeTime at={sync.last_success_at} />
          ) : (
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              Never
            </Box>
          )}
        </Fact>
        {sync.status === 'failing' && sync.next_sync_at && (
          <Fact term="Next try">
            <RelativeTime at={sync.next_sync_at} />
          </Fact>
        )}
      </Box>
      {errorStands(sync) && (
        <Alert
          severity={sync.status === 'credentials_rejected' ? 'error' : 'warning'}
          variant="outlined"
          sx={{ py: 0.25, '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' } }}
        >
          {sync.last_error}
          {sync.last_error_at && (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary', typography: 'caption' }}>
              <RelativeTime at={sync.last_error_at} />
              {sync.failures > 1 && ` · ${sync.failures} failures in a row`}
            </Box>
          )}
        </Alert>
      )}
    </>
  );
}
