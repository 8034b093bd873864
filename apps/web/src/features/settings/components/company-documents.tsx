import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { DocumentList, documentContext } from '../../documents';

/** Spec 2's company documents: the carrier's own papers (insurance, authority, W-9, policies). */
const COMPANY_DOCUMENTS = documentContext(
  { category: 'company' },
  {
    types: [
      'other',
      'tax_form',
      'safety_policy',
      'drug_alcohol_policy',
      'accident_policy',
      'eld_policy',
      'handbook_ack',
    ],
  },
);

export function CompanyDocuments({ canEdit }: { canEdit: boolean }) {
  return (
    <Card component="section" aria-labelledby="company-documents-title" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography id="company-documents-title" variant="h6" component="h3">
        Company documents
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25, mb: 2 }}>
        Insurance certificates, operating authority, W-9 and policies your team and partners ask for.
      </Typography>
      <DocumentList context={COMPANY_DOCUMENTS} canEdit={canEdit} noun="company documents" />
    </Card>
  );
}
