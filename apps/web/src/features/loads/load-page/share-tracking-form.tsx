import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TRACKING_LINK_LIMITS, type TrackingLinkCreated, trackingLinkInput } from '@tms/domain';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../../app/api/api-error';
import { useCreateTrackingLink } from '../api/tracking-link-calls';

/** How long a link lasts: the choices offered, within the API's 1 to 720 hours. */
export const TRACKING_DURATIONS: readonly { hours: number; label: string }[] = [
  { hours: 4, label: '4 hours' },
  { hours: 12, label: '12 hours' },
  { hours: 24, label: '1 day' },
  { hours: TRACKING_LINK_LIMITS.hoursDefault, label: '3 days' },
  { hours: 168, label: '7 days' },
  { hours: 336, label: '14 days' },
  { hours: TRACKING_LINK_LIMITS.hoursMax, label: '30 days' },
];

/** How long the new link lasts and, optionally, whom to e-mail it to; the API's schema checks both. */
export function ShareTrackingForm({
  loadId,
  onCreated,
}: {
  loadId: number;
  onCreated: (link: TrackingLinkCreated, emailedTo: string | null) => void;
}) {
  const create = useCreateTrackingLink();
  const [hours, setHours] = useState<number>(TRACKING_LINK_LIMITS.hoursDefault);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = trackingLinkInput.safeParse({ expires_in_hours: hours, email });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setEmailError(null);
    setFailure(null);
    create.mutate(
      { loadId, body: parsed.data },
      {
        onSuccess: (link) => {
          onCreated(link, parsed.data.email ?? null);
          setEmail('');
        },
        onError: (e) => setFailure(errorText(e)),
      },
    );
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ pt: 1 }}>
      <TextField
        select
        label="Link lasts"
        value={hours}
        onChange={(e) => setHours(Number(e.target.value))}
        size="small"
      >
        {TRACKING_DURATIONS.map((d) => (
          <MenuItem key={d.hours} value={d.hours}>
            {d.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Customer e-mail (optional)"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={Boolean(emailError || failure)}
        helperText={emailError ?? failure ?? 'We e-mail the link in your company’s name'}
        size="small"
        autoComplete="off"
      />
      <Button type="submit" variant="contained" disabled={create.isPending} sx={{ alignSelf: 'flex-start' }}>
        {create.isPending ? 'Creating...' : email.trim() ? 'Create and e-mail link' : 'Create link'}
      </Button>
    </Stack>
  );
}
