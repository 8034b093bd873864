import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import { SelectionBar } from '../../../components/selection-bar';

interface Props {
  /** How many drafts are picked, across pages. */
  count: number;
  onClear: () => void;
  onApprove: () => void;
}

/** The drafts picked in the list, with clearing them and approving them together. */
export function DraftSelectionBar({ count, onClear, onApprove }: Props) {
  return (
    <SelectionBar action="Approve selected" icon={<DoneAllOutlined />} onAction={onApprove} onClear={onClear}>
      {count === 1 ? '1 draft selected' : `${count} drafts selected`}
    </SelectionBar>
  );
}
