import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Statement, StatementLine } from '@tms/domain';
import { EditableLineTable } from './editable-line-table';
import { LineSection, LineTable, loadColumns } from './statement-lines';

interface Props {
  statement: Statement;
  onExclude: (line: StatementLine) => void;
  onAddLine: () => void;
  /** Saves an inline edit with the version the edit began from. */
  onSaveLine: (line: StatementLine, values: { description: string; amount: string }, version: number) => Promise<void>;
  onRemoveLine: (line: StatementLine) => void;
  /** Loads the statement as it is now, after someone else changed it. */
  onReload: () => Promise<{ version: number; lines: StatementLine[] }>;
}

/** The statement's lines by group: loads (with those excluded), additions and deductions, and adding a line. */
export function StatementLineSections({
  statement: s,
  onExclude,
  onAddLine,
  onSaveLine,
  onRemoveLine,
  onReload,
}: Props) {
  const draft = s.status === 'draft';
  const loads = s.lines.filter((l) => l.kind === 'load_pay');
  const additions = s.lines.filter((l) => l.group === 'addition');
  const deductions = s.lines.filter((l) => l.group === 'deduction');
  const lineEditing = { draft, version: s.version, onSave: onSaveLine, onRemove: onRemoveLine, onReload };
  return (
    <>
      <LineSection title="Loads" total={s.earnings}>
        <LineTable
          label="Loads"
          rows={loads}
          columns={loadColumns(draft, onExclude)}
          empty="No delivered loads in this period."
        />
        {s.exclusions.length > 0 && (
          <Box sx={{ mt: 1.5 }}>
            <Typography variant="subtitle2">Excluded loads</Typography>
            {s.exclusions.map((e) => (
              <Typography key={e.load_id} variant="body2" color="text.secondary">
                {e.load_number}: {e.reason}
              </Typography>
            ))}
          </Box>
        )}
      </LineSection>
      <LineSection title="Additions" total={s.additions}>
        <EditableLineTable label="Additions" rows={additions} empty="No additions." negative={false} {...lineEditing} />
      </LineSection>
      <LineSection title="Deductions" total={s.deductions === '0.00' ? s.deductions : `-${s.deductions}`}>
        <EditableLineTable label="Deductions" rows={deductions} empty="No deductions." negative {...lineEditing} />
      </LineSection>
      {draft && (
        <Box>
          <Button variant="outlined" startIcon={<PlaylistAddOutlined />} onClick={onAddLine}>
            Add addition or deduction
          </Button>
        </Box>
      )}
    </>
  );
}
