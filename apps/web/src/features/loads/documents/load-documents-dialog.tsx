import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import type { DocumentType, Load } from '@tms/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { errorText } from '../../../app/api/api-error';
import { DocumentList, documentContext, useDocumentSelection } from '../../documents';
import { loadKeys } from '../api/load-keys';
import { useLoad } from '../api/wizard-calls';
import { FactoringTab } from './factoring-tab';
import { InvoiceChip } from './invoice-chip';
import { InvoiceTab } from './invoice-tab';

/** The load a screen opens the dialog for: its id and number are enough to start. */
export interface LoadDocumentsTarget {
  id: number;
  load_number: string;
}

const TYPE_TABS: readonly { type: DocumentType; label: string; noun: string }[] = [
  { type: 'pod', label: 'POD', noun: 'proofs of delivery' },
  { type: 'bol', label: 'BOL', noun: 'bills of lading' },
  { type: 'rate_confirmation', label: 'Rate Confirmation', noun: 'rate confirmations' },
  { type: 'other', label: 'Other', noun: 'other documents' },
];
type TabKey = DocumentType | 'factoring' | 'invoice';

/** Spec 3 section 9: the special-instruction preview is cut at 50 characters. */
export const INSTRUCTION_PREVIEW = 50;
export const preview = (text: string) =>
  text.length > INSTRUCTION_PREVIEW ? `${text.slice(0, INSTRUCTION_PREVIEW).trimEnd()}…` : text;

/**
 * The lane from the first stop to the last ("Omaha, NE → Denver, CO"), '—' for a stop whose place
 * is unknown as on the board; '' with a single stop or when neither place is known.
 */
export function laneOf(events: Load['events']): string {
  const first = events[0];
  const last = events.at(-1);
  if (!first || !last || first === last) return '';
  const place = (e: typeof first) => [e.location_city, e.location_state].filter((p) => p?.trim()).join(', ');
  const from = place(first);
  const to = place(last);
  return from || to ? `${from || '—'} → ${to || '—'}` : '';
}

function LoadSummary({ load }: { load: Load }) {
  const instructions = load.events.find((e) => e.special_instructions?.trim());
  const lane = laneOf(load.events);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {lane ? `${load.broker.name} · ${lane}` : load.broker.name}
      </Typography>
      <InvoiceChip load={load} />
      {instructions?.special_instructions && (
        <Typography
          variant="body2"
          color="text.secondary"
          title={instructions.special_instructions}
          sx={{ flexBasis: '100%' }}
        >
          Special instructions: {preview(instructions.special_instructions)}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The Load Documents dialog of spec 3 section 2: a tab per document type with its count, the
 * Factoring merge and the Invoice. Closing it drops every tab's choices and forms.
 */
export function LoadDocumentsDialog({
  load,
  onClose,
  canEdit,
}: {
  load: LoadDocumentsTarget | null;
  onClose: () => void;
  canEdit: boolean;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open={!!load} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        Documents · Load {load?.load_number}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseOutlined />
        </IconButton>
      </DialogTitle>
      {load && <LoadDocumentsContent key={load.id} loadId={load.id} canEdit={canEdit} />}
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The board counts each load's active documents: when the dialog's count changes (an upload, a
 * deprecation, a delete), the board's rows are read again so the count behind the dialog is right.
 */
function useBoardFollowsCount(count: number | null) {
  const queryClient = useQueryClient();
  const seen = useRef(count);
  useEffect(() => {
    if (count === null) return;
    if (seen.current !== null && seen.current !== count)
      void queryClient.invalidateQueries({ queryKey: loadKeys.lists() });
    seen.current = count;
  }, [count, queryClient]);
}

function LoadDocumentsContent({ loadId, canEdit }: { loadId: number; canEdit: boolean }) {
  const [tab, setTab] = useState<TabKey>('pod');
  const detail = useLoad(loadId);
  const owner = { category: 'load' as const, load_id: loadId };
  const selection = useDocumentSelection(owner);
  const documents = selection.data?.documents ?? [];
  useBoardFollowsCount(selection.data ? documents.length : null);
  const count = (type: string) => documents.filter((d) => d.document_type === type).length;
  const label = (text: string, n: number | null) => (n === null ? text : `${text} (${n})`);
  const panelId = `load-documents-${tab}`;

  return (
    <>
      <Box sx={{ px: 3 }}>
        {detail.data && <LoadSummary load={detail.data} />}
        <Tabs
          value={tab}
          onChange={(_, v: TabKey) => setTab(v)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Load document tabs"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {TYPE_TABS.map((t) => (
            <Tab
              key={t.type}
              value={t.type}
              label={label(t.label, selection.data ? count(t.type) : null)}
              id={`load-documents-tab-${t.type}`}
              aria-controls={`load-documents-${t.type}`}
            />
          ))}
          <Tab
            value="factoring"
            label="Factoring"
            id="load-documents-tab-factoring"
            aria-controls="load-documents-factoring"
          />
          <Tab value="invoice" label="Invoice" id="load-documents-tab-invoice" aria-controls="load-documents-invoice" />
        </Tabs>
      </Box>
      <DialogContent
        role="tabpanel"
        id={panelId}
        aria-labelledby={`load-documents-tab-${tab}`}
        sx={{ minHeight: 360, pt: '20px !important' }}
      >
        {TYPE_TABS.filter((t) => t.type === tab).map((t) => (
          <DocumentList
            key={t.type}
            context={documentContext({ ...owner, documentType: t.type }, { types: [t.type], defaultType: t.type })}
            canEdit={canEdit}
            noun={t.noun}
          />
        ))}
        {(tab === 'factoring' || tab === 'invoice') &&
          (detail.isError || selection.isError ? (
            <Alert severity="error">{errorText(detail.error ?? selection.error)}</Alert>
          ) : !detail.data || !selection.data ? (
            <Box aria-busy="true" aria-label="Loading documents" sx={{ display: 'grid', gap: 1 }}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} variant="rounded" height={44} />
              ))}
            </Box>
          ) : tab === 'factoring' ? (
            <FactoringTab load={detail.data} documents={documents} canEdit={canEdit} />
          ) : (
            <InvoiceTab load={detail.data} documents={documents} canEdit={canEdit} />
          ))}
      </DialogContent>
    </>
  );
}
