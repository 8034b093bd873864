import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DRIVER_APP_DOCUMENT_TYPES, type DriverAppDocumentType } from '@tms/domain';
import { DRIVER_APP_DOCUMENT_LABELS } from './document-types';

/** The kind of document, as big buttons: one tap, no list to open. */
export function DocumentTypePicker({
  value,
  onChange,
}: {
  value: DriverAppDocumentType;
  onChange: (type: DriverAppDocumentType) => void;
}) {
  return (
    <div>
      <Typography id="document-type" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        What is it?
      </Typography>
      <ToggleButtonGroup
        exclusive
        color="primary"
        value={value}
        onChange={(_, next: DriverAppDocumentType | null) => next && onChange(next)}
        aria-labelledby="document-type"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          '& .MuiToggleButtonGroup-grouped': {
            border: 1,
            borderColor: 'divider',
            borderRadius: '8px !important',
            m: 0,
            minHeight: 44,
            px: 2,
            fontWeight: 600,
            textTransform: 'none',
            color: 'text.primary',
            '&.Mui-selected, &.Mui-selected:hover': {
              bgcolor: 'primary.dark',
              color: '#fff',
              borderColor: 'primary.dark',
            },
          },
        }}
      >
        {DRIVER_APP_DOCUMENT_TYPES.map((t) => (
          <ToggleButton key={t} value={t}>
            {DRIVER_APP_DOCUMENT_LABELS[t]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}
