import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  ADDRESS_DEBOUNCE_MS,
  ADDRESS_DETAILS_FAILED,
  ADDRESS_SUGGESTIONS_FAILED,
  type ParsedAddress,
} from '@tms/domain';
import { useId, useState } from 'react';
import { AddressPreview } from './address-preview';
import { AddressSuggestionInput } from './address-suggestion-input';
import { useAddressDetails } from './use-address-details';
import { type AddressSuggestion, useAddressSuggestions } from './use-address-suggestions';
import { useDebouncedValue } from './use-debounced-value';

export const ADDRESS_SEARCH_TITLE = 'Search Address';
export const USE_THIS_ADDRESS = 'Use This Address';

export interface AddressSearchDialogProps {
  open: boolean;
  onClose: () => void;
  /** Receives the parsed address when the user confirms it; the dialog then closes. */
  onSelect: (address: ParsedAddress) => void;
  /** Text to start from, e.g. the address already on the form. */
  initialQuery?: string;
  /** Country the suggestions are restricted to. */
  region?: string;
}

/** Finds an address by typing part of it and returns it parsed into street, city, state and ZIP. */
export function AddressSearchDialog({ open, onClose, onSelect, initialQuery, region }: AddressSearchDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby={titleId}>
      {/* Mounted only while open, so each search starts clean with a fresh session token. */}
      {open && (
        <AddressSearch
          titleId={titleId}
          onClose={onClose}
          onSelect={onSelect}
          initialQuery={initialQuery}
          region={region}
        />
      )}
    </Dialog>
  );
}

function newSessionToken(): string {
  // randomUUID exists only on secure origins; the token merely groups calls, so any random text will do.
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

interface AddressSearchProps extends Omit<AddressSearchDialogProps, 'open'> {
  titleId: string;
}

function AddressSearch({ titleId, onClose, onSelect, initialQuery = '', region = 'us' }: AddressSearchProps) {
  const [sessionToken] = useState(newSessionToken);
  const [input, setInput] = useState(initialQuery);
  const [chosen, setChosen] = useState<AddressSuggestion | null>(null);
  const typed = useDebouncedValue(input.trim(), ADDRESS_DEBOUNCE_MS);
  // While a suggestion is chosen the input shows its text; that is not a new search.
  const suggestions = useAddressSuggestions(typed, sessionToken, region, chosen === null);
  const details = useAddressDetails(chosen?.place_id ?? null, sessionToken);

  const failure = suggestions.isError ? ADDRESS_SUGGESTIONS_FAILED : details.isError ? ADDRESS_DETAILS_FAILED : null;
  const retry = () => {
    if (details.isError) void details.refetch();
    else void suggestions.refetch();
  };

  const confirm = () => {
    if (!details.data) return;
    onSelect(details.data);
    onClose();
  };

  return (
    <>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {ADDRESS_SEARCH_TITLE}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseOutlined />
      </IconButton>
      <DialogContent sx={{ pt: '8px !important', display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <AddressSuggestionInput
          input={input}
          onInputChange={(text) => {
            setInput(text);
            if (chosen && text !== chosen.description) setChosen(null);
          }}
          chosen={chosen}
          onChoose={(s) => {
            setChosen(s);
            if (s) setInput(s.description);
          }}
          options={typed && input.trim() ? (suggestions.data ?? []) : []}
          searching={suggestions.isFetching || input.trim() !== typed}
          hasText={input.trim().length > 0}
          failure={failure}
        />
        {failure && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                Try again
              </Button>
            }
          >
            {failure}
          </Alert>
        )}
        {chosen && !details.isError && <AddressPreview address={details.data} loading={details.isFetching} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button variant="contained" onClick={confirm} disabled={!details.data || details.isFetching}>
          {USE_THIS_ADDRESS}
        </Button>
      </DialogActions>
    </>
  );
}
