import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { LOAD_SEARCH_HINT } from '@tms/domain';
import { SelectField } from '../../components/form/select-field';
import { SearchAsYouTypeField } from '../../components/list/search-as-you-type-field';
import { useDispatchers, usePickableDrivers } from '../loads/api/reference-data';
import type { BoardParams } from './board-params';

type FilterProps = { label: string; value: string; onChange: (value: string | null) => void };

/** A board filter of yes, no or either; the empty choice clears it. */
function YesNoFilter({ label, value, yes, no, onChange }: FilterProps & { yes: string; no: string }) {
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(v) => onChange(v || null)}
      options={[
        { value: '', label: 'All' },
        { value: 'true', label: yes },
        { value: 'false', label: no },
      ]}
    />
  );
}

/** A pickup date bound of the board's filters; clearing the date clears it. */
function DateFilter({ label, value, onChange }: FilterProps) {
  return (
    <TextField
      size="small"
      type="date"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value || null)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/**
 * The board's search and filters, written to the address. `mine` is the signed-in dispatcher whose
 * desk the board opens on, if any: only they get the "My drivers" switch.
 */
export function BoardFilters({ p, mine }: { p: BoardParams; mine: number | null }) {
  const dispatchers = useDispatchers();
  const drivers = usePickableDrivers(false);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        // One row only where every select keeps its label clear of its arrow; two rows of four before.
        gridTemplateColumns: {
          xs: '1fr',
          sm: '1fr 1fr',
          lg: 'repeat(4, minmax(0, 1fr))',
          xl: 'minmax(220px, 2fr) repeat(6, minmax(130px, 1fr)) auto',
        },
        '& > :first-of-type': { gridColumn: { lg: 'span 2', xl: 'auto' }, maxWidth: 'none' },
        alignItems: 'center',
      }}
    >
      <SearchAsYouTypeField
        label="Search loads"
        placeholder={LOAD_SEARCH_HINT}
        value={p.search}
        onSearch={(q: string) => p.patch({ q })}
        debounceMs={300}
      />
      <SelectField
        label="Dispatcher"
        value={p.dispatcherId ? String(p.dispatcherId) : ''}
        onChange={(v) => p.patch({ dispatcher: v || null, all: '1' })}
        options={[
          { value: '', label: mine && !p.all ? 'My drivers' : 'All dispatchers' },
          ...(dispatchers.data ?? []).map((d) => ({ value: String(d.id), label: d.full_name })),
        ]}
      />
      <SelectField
        label="Driver"
        value={p.driverId ? String(p.driverId) : ''}
        onChange={(v) => p.patch({ driver: v || null })}
        options={[
          { value: '', label: 'All drivers' },
          ...(drivers.data ?? []).map((d) => ({ value: String(d.id), label: d.name })),
        ]}
      />
      <YesNoFilter
        label="Processed"
        value={p.processed}
        yes="Processed"
        no="Not processed"
        onChange={(v) => p.patch({ processed: v })}
      />
      <YesNoFilter
        label="Invoice"
        value={p.invoiced}
        yes="Invoiced"
        no="Not invoiced"
        onChange={(v) => p.patch({ invoiced: v })}
      />
      <DateFilter label="Pickup from" value={p.from} onChange={(v) => p.patch({ from: v })} />
      <DateFilter label="Pickup to" value={p.to} onChange={(v) => p.patch({ to: v })} />
      {/* Only a dispatcher's board has the switch: an empty cell would open a row of its own. */}
      {mine && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <FormControlLabel
            control={<Switch checked={!p.all} onChange={(e) => p.patch({ all: e.target.checked ? null : '1' })} />}
            label="My drivers"
          />
        </Box>
      )}
    </Box>
  );
}
