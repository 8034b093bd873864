import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { formatDate, type IftaReport } from '@tms/domain';
import type { Quarter } from '../ifta-quarter';
import { quarterLabel } from '../ifta-quarter';

interface IftaRatesNoticeProps {
  rates: IftaReport['rates'];
  quarter: Quarter;
  /** Set for managers, who may enter the rates. */
  onEdit?: () => void;
}

/** Where the tax rates of the return come from; without any, the tax due cannot be trusted. */
export function IftaRatesNotice({ rates, quarter, onEdit }: IftaRatesNoticeProps) {
  const period = quarterLabel(quarter);
  if (rates.origin === 'none')
    return (
      <Alert
        severity="warning"
        sx={{ mb: 3 }}
        action={
          onEdit && (
            <Button color="inherit" size="small" onClick={onEdit}>
              Enter rates
            </Button>
          )
        }
      >
        No fuel-tax rates are entered for {period}, so the tax due is not computed correctly: every rate counts as zero.{' '}
        {onEdit ? 'Enter the rates from the IFTA rate matrix.' : 'Ask a manager to enter the rates.'}
      </Alert>
    );
  const edit = onEdit && (
    <Button color="inherit" size="small" startIcon={<EditOutlined />} onClick={onEdit}>
      Edit rates
    </Button>
  );
  const asOf = rates.as_of ? `, as of ${formatDate(rates.as_of)}` : '';
  return (
    <Alert severity="info" variant="outlined" sx={{ mb: 3 }} action={edit}>
      {rates.origin === 'shipped'
        ? `Tax rates for ${period} from ${rates.source ?? 'the IFTA rate matrix'}${asOf}. Jurisdictions may revise them until the quarter's matrix is final: check them against it before filing${onEdit ? ', and enter any that changed.' : '.'}`
        : `Tax rates for ${period} are your company's own${asOf}.`}
    </Alert>
  );
}
