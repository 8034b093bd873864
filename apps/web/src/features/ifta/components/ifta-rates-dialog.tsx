import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDate, type IftaRates } from '@tms/domain';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { RetryAlert } from '../../../components/retry-alert';
import { useIftaRates, useSaveIftaRates } from '../api/ifta-rates';
import { type Quarter, quarterLabel } from '../ifta-quarter';
import { iftaRatesForm, jurisdictionLabel, PROVINCES, ratesFormValues } from './ifta-rates-form';

interface IftaRatesDialogProps {
  open: boolean;
  quarter: Quarter;
  onClose: () => void;
}

/** The quarter's rate and surcharge per member jurisdiction, saved as the company's own. */
export function IftaRatesDialog({ open, quarter, onClose }: IftaRatesDialogProps) {
  const notify = useNotify();
  const rates = useIftaRates(quarter, open);
  const save = useSaveIftaRates(quarter);
  const dialog = useDialogForm({
    schema: iftaRatesForm,
    open,
    record: rates.data,
    values: () => ratesFormValues(rates.data),
    failureText: 'Failed to save the rates',
    onSubmit: async (body) => {
      await save.mutateAsync(body);
      notify(`Rates saved for ${quarterLabel(quarter)}`, 'success');
      onClose();
    },
  });
  const { control, formState } = dialog.form;
  const lines = ratesFormValues(undefined).rates;
  const formError = formState.errors.rates?.message ?? formState.errors.rates?.root?.message;
  return (
    <FormDialog
      open={open}
      title={`Fuel-tax rates · ${quarterLabel(quarter)}`}
      submitLabel="Save rates"
      dialog={dialog}
      onClose={onClose}
      maxWidth="md"
      intro={<RatesIntro rates={rates.data} />}
    >
      {formError && <Alert severity="error">{formError}</Alert>}
      {rates.isError && <RetryAlert onRetry={() => void rates.refetch()}>{errorText(rates.error)}</RetryAlert>}
      {rates.isLoading ? (
        <Box aria-busy sx={{ display: 'grid', gap: 1 }}>
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} height={40} />
          ))}
        </Box>
      ) : (
        <Box
          role="group"
          aria-label="Rates by jurisdiction"
          sx={{
            display: 'grid',
            columnGap: 4,
            rowGap: 1,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {lines.map((line, index) => (
            <Box
              key={line.jurisdiction}
              sx={{
                display: 'grid',
                gridTemplateColumns: 'minmax(0, 1fr) 100px 100px',
                gap: 1,
                alignItems: 'start',
                // The provinces start a new block after the 48 states.
                mt: line.jurisdiction === 'AB' ? 2 : 0,
              }}
            >
              <Typography variant="body2" sx={{ pt: 1, fontWeight: PROVINCES.has(line.jurisdiction) ? 500 : 400 }}>
                {jurisdictionLabel(line.jurisdiction)}
              </Typography>
              <FormTextField
                control={control}
                name={`rates.${index}.rate`}
                placeholder="Rate"
                slotProps={{ htmlInput: { 'aria-label': `${line.jurisdiction} rate`, inputMode: 'decimal' } }}
              />
              <FormTextField
                control={control}
                name={`rates.${index}.surcharge_rate`}
                placeholder="Surcharge"
                slotProps={{ htmlInput: { 'aria-label': `${line.jurisdiction} surcharge`, inputMode: 'decimal' } }}
              />
            </Box>
          ))}
        </Box>
      )}
    </FormDialog>
  );
}

/** Where the rates on screen come from, and what saving does. */
function RatesIntro({ rates }: { rates: IftaRates | undefined }) {
  const origin =
    rates?.origin === 'shipped'
      ? `Filled in from ${rates.source ?? 'the IFTA rate matrix'}${rates.as_of ? ` as of ${formatDate(rates.as_of)}` : ''}. Saving makes them your company's own rates for the quarter.`
      : rates?.origin === 'company'
        ? `Your company's rates${rates.updated_at ? `, last saved ${formatDate(rates.updated_at)}` : ''}.`
        : 'No rates are entered for this quarter yet.';
  return (
    <Typography variant="body2" color="text.secondary">
      Rates in US dollars per gallon, as the IFTA rate matrix publishes them. {origin} A jurisdiction left blank is
      taxed at zero.
    </Typography>
  );
}
