import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { accentText } from '../../app/theme/create-app-theme';
import { useDocumentTitle } from '../../components/use-document-title';
import { FeatureCard, FeatureGrid } from './components/feature-card';
import { SectionHeading } from './components/section-heading';
import { ClosingCta } from './landing/closing-cta';
import { IncludedTile } from './solutions/included-tile';
import { SOLUTIONS } from './solutions/solutions';
import { demoFormLinkProps } from './use-demo-form-link';

export function SolutionsPage() {
  useDocumentTitle('Solutions');
  return (
    <>
      <Container maxWidth="lg" sx={{ pt: { xs: 7, md: 11 }, pb: { xs: 8, md: 12 } }}>
        <SectionHeading
          pageTitle
          eyebrow="Solutions"
          title="One platform for every desk of your carrier"
          subtitle="From the dispatch board to driver pay, each part of your operation works on the same loads, drivers and equipment."
        />
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: -2, mb: { xs: 6, md: 9 } }}>
          <Button
            variant="contained"
            size="large"
            endIcon={<ArrowForwardRounded />}
            {...demoFormLinkProps()}
            sx={{ px: 3.5, py: 1.4 }}
          >
            Get started
          </Button>
        </Box>
        <FeatureGrid>
          {SOLUTIONS.map((solution) => (
            <FeatureCard key={solution.title} icon={solution.icon} title={solution.title} text={solution.text}>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2.5, display: 'grid', gap: 1 }}>
                {solution.points.map((point) => (
                  <Typography
                    key={point}
                    component="li"
                    variant="body2"
                    sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
                  >
                    <CheckRounded aria-hidden sx={{ fontSize: 18, mt: '1px', color: accentText }} />
                    {point}
                  </Typography>
                ))}
              </Box>
            </FeatureCard>
          ))}
          <IncludedTile />
        </FeatureGrid>
      </Container>
      <ClosingCta />
    </>
  );
}
