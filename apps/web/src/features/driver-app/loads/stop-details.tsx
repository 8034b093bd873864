import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import TagOutlined from '@mui/icons-material/TagOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { telHref } from '../format/stop-format';
import type { StopView } from '../queue/pending-view';

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box sx={{ color: 'text.secondary', pt: 0.25, display: 'flex' }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {label}
        </Typography>
        <Box sx={{ overflowWrap: 'anywhere' }}>{children}</Box>
      </Box>
    </Box>
  );
}

const cargoText = (s: StopView) =>
  [
    s.pieces !== null && `${s.pieces} pcs`,
    s.weight && `${Number(s.weight).toLocaleString('en-US')} lb`,
    s.commodity_description,
  ]
    .filter(Boolean)
    .join(' · ');

/** What the driver needs at the dock: whom to call, the reference, the instructions, the freight. */
export function StopDetails({ stop }: { stop: StopView }) {
  const cargo = cargoText(stop);
  return (
    <Stack spacing={1.75}>
      {stop.contact_phone && (
        <Button
          variant="outlined"
          size="large"
          fullWidth
          href={telHref(stop.contact_phone)}
          startIcon={<PhoneOutlined />}
          sx={{ minHeight: 52, justifyContent: 'flex-start', borderRadius: 2 }}
        >
          <Box component="span" sx={{ textAlign: 'left', lineHeight: 1.25 }}>
            Call {stop.contact_name ?? 'the stop'}
            <Box component="span" sx={{ display: 'block', fontWeight: 400, fontSize: '0.85rem' }}>
              {stop.contact_phone}
            </Box>
          </Box>
        </Button>
      )}
      {!stop.contact_phone && stop.contact_name && (
        <Line icon={<PhoneOutlined fontSize="small" />} label="Contact">
          <Typography>{stop.contact_name}</Typography>
        </Line>
      )}
      {stop.reference_number && (
        <Line icon={<TagOutlined fontSize="small" />} label="Reference">
          <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{stop.reference_number}</Typography>
        </Line>
      )}
      {stop.special_instructions && (
        <Line icon={<InfoOutlined fontSize="small" />} label="Instructions">
          <Typography sx={{ whiteSpace: 'pre-line' }}>{stop.special_instructions}</Typography>
        </Line>
      )}
      {cargo && (
        <Line icon={<Inventory2Outlined fontSize="small" />} label="Freight">
          <Typography>{cargo}</Typography>
        </Line>
      )}
    </Stack>
  );
}
