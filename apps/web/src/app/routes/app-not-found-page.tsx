import HomeOutlined from '@mui/icons-material/HomeOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Button from '@mui/material/Button';
import { homePathFor } from '@tms/domain';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../components/use-document-title';
import { useSession } from '../session/use-session';

/**
 * An unknown address under /app, said inside the shell so the signed-in user keeps the sidebar,
 * with the way back to the page they land on after signing in.
 */
export function AppNotFoundPage() {
  useDocumentTitle('Page not found');
  const { roleNames } = useSession();
  return (
    <>
      <PageHeader title="Page not found" />
      <EmptyState
        icon={SearchOffOutlined}
        title="This page does not exist"
        description="The address may be mistyped, or the page may have moved."
        action={
          <Button variant="contained" component={RouterLink} to={homePathFor(roleNames)} startIcon={<HomeOutlined />}>
            Go to your home page
          </Button>
        }
      />
    </>
  );
}
