import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import { formatUsd } from '@tms/domain';
import { SelectionBar } from '../../../components/selection-bar';

/** The invoices picked for factoring, with clearing them and submitting them together. */
export function FactoringSelectionBar({
  count,
  total,
  onClear,
  onSubmit,
}: {
  count: number;
  total: string;
  onClear: () => void;
  onSubmit: () => void;
}) {
  return (
    <SelectionBar action="Submit to Factoring" icon={<RequestQuoteOutlined />} onAction={onSubmit} onClear={onClear}>
      {count === 1 ? '1 invoice selected' : `${count} invoices selected`} · {formatUsd(total)}
    </SelectionBar>
  );
}
