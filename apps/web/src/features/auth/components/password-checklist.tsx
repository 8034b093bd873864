import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import { missingPasswordItems } from '@tms/domain';
import { VisuallyHidden } from '../../../components/visually-hidden';

const ITEMS = ['At least 8 characters', 'One uppercase letter', 'One lowercase letter', 'One number'];

/** Live progress against the password rule, so the user sees what is missing before submitting. */
export function PasswordChecklist({ password }: { password: string }) {
  const missing = new Set(missingPasswordItems(password));
  return (
    <Box
      component="ul"
      aria-label="Password requirements"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 0.75 }}
    >
      {ITEMS.map((item) => {
        const met = !missing.has(item);
        return (
          <Box
            component="li"
            key={item}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.75,
              typography: 'caption',
              color: met ? 'success.main' : 'text.secondary',
            }}
          >
            {met ? <CheckCircle sx={{ fontSize: 16 }} /> : <RadioButtonUnchecked sx={{ fontSize: 16 }} />}
            <span>
              {item}
              <VisuallyHidden>{met ? ' (met)' : ' (missing)'}</VisuallyHidden>
            </span>
          </Box>
        );
      })}
    </Box>
  );
}
