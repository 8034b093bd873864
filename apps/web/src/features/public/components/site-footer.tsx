import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../../components/brand-logo';
import { useContactEmails } from '../../../components/use-contact-emails';
import { AddressPlaceholder } from '../contact/address-placeholder';
import { publicLinkProps } from '../public-link';
import { demoFormLinkProps } from '../use-demo-form-link';
import { SIGN_IN_PATH } from './site-nav';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="h2" variant="subtitle2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {children}
      </Box>
    </Box>
  );
}

const linkSx = { color: 'text.secondary', fontWeight: 400, fontSize: '0.9rem', '&:hover': { color: 'text.primary' } };

export function SiteFooter() {
  const emails = useContactEmails();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', pt: { xs: 6, md: 8 }, pb: 4 }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1.4fr' },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <BrandLogo size={32} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2, maxWidth: 300 }}>
              Fleet, dispatch and back-office software for trucking carriers.
            </Typography>
          </Box>
          <FooterColumn title="Product">
            <li>
              <Link {...publicLinkProps('/solutions')} sx={linkSx}>
                Solutions
              </Link>
            </li>
            <li>
              <Link {...publicLinkProps('/pricing')} sx={linkSx}>
                Pricing
              </Link>
            </li>
            <li>
              <Link {...demoFormLinkProps()} sx={linkSx}>
                Get a demo
              </Link>
            </li>
          </FooterColumn>
          <FooterColumn title="Company">
            <li>
              <Link {...publicLinkProps('/contact')} sx={linkSx}>
                Contact
              </Link>
            </li>
            <li>
              <Link href={SIGN_IN_PATH} sx={linkSx}>
                Sign In
              </Link>
            </li>
          </FooterColumn>
          <FooterColumn title="Get in touch">
            {(emails ? [emails.sales, emails.support] : [undefined, undefined]).map((email, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two fixed slots, sales then support.
              <li key={i}>
                {email ? (
                  <Link href={`mailto:${email}`} sx={linkSx}>
                    {email}
                  </Link>
                ) : (
                  <AddressPlaceholder width={150} />
                )}
              </li>
            ))}
          </FooterColumn>
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: { xs: 5, md: 7 }, pt: 3, borderTop: 1, borderColor: 'divider' }}
        >
          © {new Date().getFullYear()} TMS. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
