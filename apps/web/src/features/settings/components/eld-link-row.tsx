import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EldLink, EldLinkUpdate } from '@tms/domain';
import { useMemo, useState } from 'react';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { accentText } from '../../../app/theme/create-app-theme';
import { useUpdateEldLink } from '../api/update-eld-link';

export type FleetChoice = { id: number; label: string };

interface EldLinkRowProps {
  integrationId: number;
  link: EldLink;
  /** The company's drivers (for a provider's driver) or trucks (for a vehicle). */
  options: FleetChoice[];
  loadingOptions: boolean;
}

/**
 * One of the provider's drivers or vehicles with the company's driver or truck it is matched to:
 * pick one and Match, clear the pick to unmatch, or Ignore it. A refusal stays under the row.
 */
export function EldLinkRow({ integrationId, link, options, loadingOptions }: EldLinkRowProps) {
  const notify = useNotify();
  const update = useUpdateEldLink();
  const driver = link.kind === 'driver';
  const current = driver ? link.driver_id : link.truck_id;
  const currentLabel = driver ? link.driver_name : link.unit_number;
  const [choice, setChoice] = useState<number | null>(current);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The record matched now may be inactive, and so missing from the options: it is still shown.
  const chosen = useMemo(
    () =>
      options.find((o) => o.id === choice) ??
      (choice === null ? null : { id: choice, label: (choice === current && currentLabel) || `#${choice}` }),
    [options, choice, current, currentLabel],
  );
  const Icon = driver ? PersonOutline : LocalShippingOutlined;
  const what = driver ? 'Driver' : 'Truck';

  const save = (body: EldLinkUpdate, done: string) => {
    setRefusal(null);
    update.mutate(
      { integrationId, linkId: link.id, body },
      { onSuccess: () => notify(done, 'success'), onError: (error) => setRefusal(errorText(error)) },
    );
  };
  const match = () => {
    const label = chosen?.label;
    save(
      driver ? { driver_id: choice } : { truck_id: choice },
      choice === null ? `${link.external_name} unmatched` : `${link.external_name} matched to ${label}`,
    );
  };

  return (
    <Box
      component="li"
      aria-label={link.external_name}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1.25fr)' },
        gap: 1.5,
        alignItems: 'center',
        py: 2,
        opacity: link.ignored ? 0.75 : 1,
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}>
        <Box
          sx={{
            width: 36,
            height: 36,
            borderRadius: 1.5,
            flexShrink: 0,
            display: 'grid',
            placeItems: 'center',
            color: accentText,
            bgcolor: (t) => alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.2 : 0.1),
          }}
        >
          <Icon fontSize="small" />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {link.external_name}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {[driver ? 'Driver' : 'Vehicle', link.external_detail].filter(Boolean).join(' · ')}
          </Typography>
          {(link.ignored || link.matched_by) && (
            <Chip
              size="small"
              variant="outlined"
              label={
                link.ignored ? 'Ignored' : link.matched_by === 'auto' ? 'Matched automatically' : 'Matched by hand'
              }
              color={link.ignored ? 'default' : 'success'}
              sx={{ mt: 0.75, height: 22 }}
            />
          )}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <Autocomplete
          size="small"
          options={options}
          loading={loadingOptions}
          value={chosen}
          disabled={link.ignored || update.isPending}
          onChange={(_, option) => setChoice(option?.id ?? null)}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          getOptionLabel={(o) => o.label}
          getOptionKey={(o) => o.id}
          sx={{ flex: { xs: '1 1 100%', sm: '1 1 200px' }, minWidth: 0 }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={what}
              placeholder={`Choose a ${what.toLowerCase()}`}
              inputProps={{ ...params.inputProps, 'aria-label': `${what} for ${link.external_name}` }}
            />
          )}
        />
        <Button
          variant="contained"
          size="small"
          disabled={link.ignored || choice === current}
          loading={update.isPending && update.variables?.body.ignored === undefined}
          onClick={match}
          aria-label={`${choice === null && current !== null ? 'Unmatch' : 'Match'} ${link.external_name}`}
          sx={{ flexShrink: 0 }}
        >
          {choice === null && current !== null ? 'Unmatch' : 'Match'}
        </Button>
        <Button
          size="small"
          color="inherit"
          disabled={update.isPending}
          onClick={() =>
            save(
              { ignored: !link.ignored },
              link.ignored ? `${link.external_name} no longer ignored` : `${link.external_name} ignored`,
            )
          }
          aria-label={`${link.ignored ? 'Restore' : 'Ignore'} ${link.external_name}`}
          sx={{ flexShrink: 0, color: 'text.secondary' }}
        >
          {link.ignored ? 'Restore' : 'Ignore'}
        </Button>
      </Box>
      {refusal && (
        <Alert severity="error" onClose={() => setRefusal(null)} sx={{ gridColumn: '1 / -1' }}>
          {refusal}
        </Alert>
      )}
    </Box>
  );
}
