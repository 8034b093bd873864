import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Tooltip from '@mui/material/Tooltip';

interface AddressSearchAdornmentProps {
  onOpen: () => void;
  disabled?: boolean;
}

/**
 * The search button at the end of an address input. The Search Address dialog itself is rendered
 * by the form, beside the field: inside the input its clicks would bubble to the input and steal focus.
 */
export function AddressSearchAdornment({ onOpen, disabled }: AddressSearchAdornmentProps) {
  return (
    <InputAdornment position="end">
      <Tooltip title="Search address">
        <span>
          <IconButton edge="end" size="small" aria-label="Search address" onClick={onOpen} disabled={disabled}>
            <TravelExploreOutlined fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </InputAdornment>
  );
}
