import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { FeatureCard, FeatureGrid } from '../components/feature-card';
import { SectionHeading } from '../components/section-heading';
import { BENEFITS } from './benefits';

export function BenefitsSection() {
  return (
    <Box component="section" aria-labelledby="benefits-title" sx={{ py: { xs: 8, md: 12 } }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="benefits-title"
          eyebrow="Why carriers switch"
          title="Everything your carrier runs on"
          subtitle="Replace the spreadsheets, e-mail threads and separate tools with one platform your dispatchers, accountants and managers share."
        />
        <FeatureGrid>
          {BENEFITS.map((benefit) => (
            <FeatureCard key={benefit.title} icon={benefit.icon} title={benefit.title} text={benefit.text} />
          ))}
        </FeatureGrid>
      </Container>
    </Box>
  );
}
