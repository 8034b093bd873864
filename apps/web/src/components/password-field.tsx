import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { VisuallyHidden } from './visually-hidden';

/**
 * A password input with a show/hide switch. The switch is named by hidden text rather than
 * aria-label, so looking the field up by its label ("Password") finds the input alone.
 */
export function PasswordField(props: TextFieldProps) {
  const [visible, setVisible] = useState(false);
  const { slotProps, ...rest } = props;
  return (
    <TextField
      {...rest}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                size="small"
                onClick={() => setVisible((v) => !v)}
                onMouseDown={(e) => e.preventDefault()}
                aria-pressed={visible}
              >
                {visible ? <VisibilityOffOutlined fontSize="small" /> : <VisibilityOutlined fontSize="small" />}
                <VisuallyHidden>{visible ? 'Hide password' : 'Show password'}</VisuallyHidden>
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
