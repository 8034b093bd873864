import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** The offer in figures (spec 1 sections 1 and 9). */
const FACTS = [
  { figure: '$199/mo', label: 'Plans from' },
  { figure: '48 h', label: 'Typical onboarding' },
  { figure: '< 30 min', label: 'Telematics setup' },
  { figure: '4 h', label: 'Support response time' },
] as const;

export function FactsBand() {
  return (
    <Box
      component="section"
      aria-label="The offer in figures"
      sx={{ borderTop: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg">
        <Box
          component="dl"
          sx={{
            m: 0,
            py: { xs: 4, md: 5 },
            display: 'grid',
            gap: { xs: 3, md: 2 },
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          {FACTS.map((fact) => (
            <Box key={fact.figure} sx={{ textAlign: 'center', display: 'flex', flexDirection: 'column-reverse' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {fact.label}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, fontWeight: 700, fontSize: { xs: '1.6rem', md: '2rem' }, letterSpacing: '-0.02em' }}
              >
                {fact.figure}
              </Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
