import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_PAYMENT_TERMS,
  defaultInvoiceFilename,
  formatDate,
  INVOICE_MESSAGES,
  invoiceRefusal,
  LOAD_MESSAGES,
  PAYMENT_TERMS,
  type PaymentTerms,
} from '@tms/domain';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { useToday } from '../../../components/today';
import { DocumentList, DocumentPicker, documentContext, type PickedDocument, saveFile } from '../../documents';
import { useGenerateInvoice } from '../api/invoice-calls';
import { type LoadDocumentsTabProps, reconcile } from './picked-order';

/**
 * The Invoice tab (spec 3 section 2): filename, payment terms, logo, and the documents to attach
 * (rate confirmations selected by default). The PDF downloads and is kept on the load as its
 * invoice; the load's invoices are listed below.
 */
export function InvoiceTab({ load, documents, canEdit }: LoadDocumentsTabProps) {
  const notify = useNotify();
  const generate = useGenerateInvoice(load.id);
  const refusal = invoiceRefusal(load.status, load.paid_date);
  const today = useToday();
  const [filename, setFilename] = useState(() => defaultInvoiceFilename(load.load_number, today));
  const [terms, setTerms] = useState<PaymentTerms>(DEFAULT_PAYMENT_TERMS);
  const [includeLogo, setIncludeLogo] = useState(true);
  const [items, setItems] = useState<PickedDocument[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const attachable = documents.filter((d) => d.document_type !== 'invoice');
  const invoices = documents.filter((d) => d.document_type === 'invoice');

  useEffect(
    () =>
      setItems((current) =>
        reconcile(
          current,
          documents.filter((d) => d.document_type !== 'invoice'),
          (d) => d.document_type === 'rate_confirmation',
        ),
      ),
    [documents],
  );

  const submit = () => {
    if (!filename.trim()) return setProblem(INVOICE_MESSAGES.filenameRequired);
    setProblem(null);
    generate.mutate(
      {
        terms,
        include_logo: includeLogo,
        document_ids: items.filter((i) => i.selected).map((i) => i.document.id),
        output_filename: filename.trim(),
      },
      {
        onSuccess: (invoice) => {
          saveFile(invoice.file);
          notify(INVOICE_MESSAGES.generated, 'success');
        },
        onError: (error) => {
          setProblem(error instanceof ApiError && error.detail ? error.detail : INVOICE_MESSAGES.fallback);
          notify(INVOICE_MESSAGES.failed, 'error');
        },
      },
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {load.invoice_number !== null && load.invoice_date !== null ? (
        <Alert severity="success" icon={<ReceiptLongOutlined />} data-testid="load-invoice">
          Invoice {load.invoice_number}, issued {formatDate(load.invoice_date)}. Generating again issues a new version
          under the same number.
        </Alert>
      ) : (
        <Typography variant="body2" color="text.secondary">
          The invoice takes the company’s next invoice number, bills the customer’s billing address, lists the stops and
          the rate booked, and carries the documents you attach.
        </Typography>
      )}
      {load.invoice_outdated && load.invoice_number !== null && (
        <Alert severity="warning" data-testid="invoice-outdated">
          {LOAD_MESSAGES.invoiceOutdated(load.invoice_number)}
        </Alert>
      )}
      {!canEdit ? (
        <Alert severity="info">Your role can read this load’s invoices but not generate one.</Alert>
      ) : refusal ? (
        // Decision 0120: the server refuses these loads; the tab says why instead of offering the form.
        <Alert severity="info" data-testid="invoice-refused">
          {refusal}
        </Alert>
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
            <TextField
              label="Filename"
              value={filename}
              onChange={(e) => setFilename(e.target.value)}
              required
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <TextField
              select
              label="Payment terms"
              value={terms}
              onChange={(e) => setTerms(e.target.value as PaymentTerms)}
            >
              {PAYMENT_TERMS.map((t) => (
                <MenuItem key={t} value={t}>
                  {t}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <FormControlLabel
            control={<Switch checked={includeLogo} onChange={(_, on) => setIncludeLogo(on)} />}
            label="Include company logo"
          />
          {attachable.length > 0 ? (
            <Box>
              <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
                Attach documents
              </Typography>
              <DocumentPicker items={items} onChange={setItems} reorderable label="Documents to attach" />
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              No documents to attach yet; the invoice goes out on its own.
            </Typography>
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              variant="contained"
              startIcon={<ReceiptLongOutlined />}
              onClick={submit}
              disabled={generate.isPending}
            >
              {generate.isPending ? 'Generating...' : 'Generate Invoice'}
            </Button>
          </Box>
        </>
      )}
      {invoices.length > 0 && (
        <Box>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            Invoices of this load
          </Typography>
          <DocumentList
            context={documentContext(
              { category: 'load', load_id: load.id, documentType: 'invoice' },
              { types: ['invoice'], defaultType: 'invoice' },
            )}
            canEdit={canEdit}
            canUpload={false}
            noun="invoices"
          />
        </Box>
      )}
    </Box>
  );
}
