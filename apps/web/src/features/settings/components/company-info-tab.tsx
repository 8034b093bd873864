import EditOutlined from '@mui/icons-material/EditOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../../app/session/use-session';
import { useHasLoadInbox } from '../../../app/shell/load-inbox-count';
import { CompanyLogoDialog } from '../../companies/components/company-logo-dialog';
import { InboundAddressCard } from '../../loads/inbox/inbound-address-card';
import { companyInfoKeys } from '../api/company-info-keys';
import { useCompanyInfo } from '../api/get-company-info';
import { CompanyDocuments } from './company-documents';
import { CompanyInfoDetails } from './company-info-details';
import { CompanyInfoForm } from './company-info-form';
import { CompanyLogoTile } from './company-logo-tile';
import { FactoringCard } from './factoring-card';
import { LoadErrorAlert } from './load-error-alert';
import { SettingsSection } from './settings-section';

export function CompanyInfoTab({ canEdit }: { canEdit: boolean }) {
  const { capabilities } = useSession();
  const hasLoadInbox = useHasLoadInbox();
  const queryClient = useQueryClient();
  const query = useCompanyInfo();
  const [editing, setEditing] = useState(false);
  const [logoOpen, setLogoOpen] = useState(false);
  const company = query.data;

  return (
    <SettingsSection
      title="Company Info"
      description="How your company appears on rate confirmations, invoices and in the app."
    >
      {query.isError && (
        <LoadErrorAlert message="Failed to load company information." onRetry={() => void query.refetch()} />
      )}
      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { sm: 'center' },
            gap: { xs: 2, sm: 2.5 },
          }}
        >
          {company ? (
            <CompanyLogoTile url={company.logo?.url} name={company.name} />
          ) : (
            <Skeleton variant="rounded" width={88} height={88} />
          )}
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h5" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {company ? company.name : <Skeleton width={220} />}
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.75, mt: 1, flexWrap: 'wrap' }}>
              {company && <Chip size="small" label={company.alias} variant="outlined" />}
              {company?.mc_number && <Chip size="small" label={`MC ${company.mc_number}`} variant="outlined" />}
              {company?.dot_number && <Chip size="small" label={`DOT ${company.dot_number}`} variant="outlined" />}
            </Box>
          </Box>
          {canEdit && company && !editing && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button variant="outlined" startIcon={<ImageOutlined />} onClick={() => setLogoOpen(true)}>
                Manage Logo
              </Button>
              <Button variant="contained" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
                Edit
              </Button>
            </Box>
          )}
        </Box>
        <Divider sx={{ my: 3 }} />
        {!company && !query.isError && <Skeleton variant="rounded" height={140} />}
        {company &&
          (editing ? (
            <CompanyInfoForm company={company} onDone={() => setEditing(false)} />
          ) : (
            <CompanyInfoDetails company={company} />
          ))}
      </Card>
      <CompanyDocuments canEdit={canEdit} />
      {/* The factoring company is the books' business: those who keep them see and change it (decision 0222). */}
      {capabilities.has('accounting_loads') && <FactoringCard canEdit={canEdit} />}
      {/* The address feeds the Load Inbox: those who book loads see it; managers (who also edit the company) renew it. */}
      {hasLoadInbox && <InboundAddressCard canRotate={canEdit} />}
      {canEdit && (
        <CompanyLogoDialog
          open={logoOpen}
          onClose={() => setLogoOpen(false)}
          onChanged={() => void queryClient.invalidateQueries({ queryKey: companyInfoKeys.all })}
        />
      )}
    </SettingsSection>
  );
}
