import MergeTypeOutlined from '@mui/icons-material/MergeTypeOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { defaultFactoringFilename, INVOICE_MESSAGES } from '@tms/domain';
import { useEffect, useState } from 'react';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { DocumentPicker, documentKeys, mergeDocuments, type PickedDocument, saveFile } from '../../documents';
import { useCurrentEquipment } from '../../driver-equipment';
import { isFactoringPacket, type LoadDocumentsTabProps, reconcile } from './picked-order';

/**
 * The Factoring tab (spec 3 section 2): every document of the load, all selected (earlier
 * packets excepted, decision 0090), in the default order, merged into one PDF that downloads and,
 * for those who may add documents, is kept on the load.
 */
export function FactoringTab({ load, documents, canEdit }: LoadDocumentsTabProps) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const equipment = useCurrentEquipment(load.driver_id);
  const [items, setItems] = useState<PickedDocument[]>([]);
  const [filename, setFilename] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => setItems((current) => reconcile(current, documents, (d) => !isFactoringPacket(d))), [documents]);

  const suggested = defaultFactoringFilename({
    unitNumber: equipment.data?.truck_unit_number,
    driver: load.driver,
    rateBooked: load.rate_cargo.rate_booked,
  });
  const name = filename ?? (equipment.isPending && load.driver_id !== null ? '' : suggested);
  const selected = items.filter((i) => i.selected).map((i) => i.document.id);

  const merge = async () => {
    if (selected.length === 0) return setProblem(INVOICE_MESSAGES.selectOne);
    if (!name.trim()) return setProblem(INVOICE_MESSAGES.filenameRequired);
    setProblem(null);
    setBusy(true);
    try {
      const file = await mergeDocuments({
        document_ids: selected,
        output_filename: name.trim(),
        load_id: load.id,
        save_to_load: canEdit,
      });
      saveFile(file);
      notify(INVOICE_MESSAGES.merged, 'success');
      if (canEdit) await queryClient.invalidateQueries({ queryKey: documentKeys.lists() });
    } catch (error) {
      setProblem(`Merge failed: ${errorText(error)}`);
      notify(INVOICE_MESSAGES.mergeFailed, 'error');
    } finally {
      setBusy(false);
    }
  };

  if (documents.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        This load has no documents yet. Upload the rate confirmation, BOL and POD in their tabs, then merge them here.
      </Typography>
    );

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="body2" color="text.secondary">
        One PDF for your factoring company, in the order below.
        {canEdit && ' A copy is kept with the load’s documents, tagged factoring.'}
      </Typography>
      <DocumentPicker items={items} onChange={setItems} reorderable label="Documents to merge" />
      <TextField
        label="Output filename"
        value={name}
        onChange={(e) => setFilename(e.target.value)}
        helperText=".pdf is added when missing"
        required
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      {problem && <Alert severity="error">{problem}</Alert>}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" startIcon={<MergeTypeOutlined />} onClick={() => void merge()} disabled={busy}>
          {busy ? 'Merging...' : 'Merge & Download'}
        </Button>
      </Box>
    </Box>
  );
}
