import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import WorkOutlineRounded from '@mui/icons-material/WorkOutlineRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useContactEmails } from '../../components/use-contact-emails';
import { useDocumentTitle } from '../../components/use-document-title';
import { SectionHeading } from './components/section-heading';
import { ContactCard } from './contact/contact-card';
import { salesMailto, supportMailto } from './contact/mail-drafts';
import { demoFormLinkProps } from './use-demo-form-link';

/** The two desks a visitor can write to, each with its own address and answer time. */
const CONTACTS = [
  {
    key: 'sales',
    icon: WorkOutlineRounded,
    title: 'Sales',
    text: 'Questions about plans, custom pricing for larger fleets, or what the platform can do for your company.',
    mailto: salesMailto,
    responseTime: 'Within 24 hours',
    action: 'Email sales',
  },
  {
    key: 'support',
    icon: SupportAgentOutlined,
    title: 'Support',
    text: 'Help for customers with their account, settings, integrations or anything that does not work as expected.',
    mailto: supportMailto,
    responseTime: 'Within 4 hours',
    action: 'Email support',
  },
] as const;

export function ContactPage() {
  useDocumentTitle('Contact');
  const emails = useContactEmails();
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 7, md: 11 }, pb: { xs: 8, md: 12 } }}>
      <SectionHeading
        pageTitle
        eyebrow="Contact"
        title="Talk to a person, not a ticket queue"
        subtitle="Write to the team that can help: sales for plans, pricing and demos; support for help with your account."
      />
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, maxWidth: 960, mx: 'auto' }}
      >
        {CONTACTS.map(({ key, ...card }) => (
          <ContactCard key={key} {...card} email={emails?.[key]} />
        ))}
      </Box>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 6 }}>
        Would you rather see the platform first?{' '}
        <Link {...demoFormLinkProps()} sx={{ fontWeight: 600 }}>
          Request a demo
        </Link>
      </Typography>
    </Container>
  );
}
