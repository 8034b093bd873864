import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SectionHeading } from '../components/section-heading';
import { FAQ } from './faq';

export function FaqSection() {
  const [open, setOpen] = useState<number | false>(0);
  return (
    <Box component="section" aria-labelledby="faq-title" sx={{ py: { xs: 8, md: 12 } }}>
      <Container maxWidth="md">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Questions carriers ask us" />
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {FAQ.map((item, i) => (
            <Accordion
              key={item.question}
              disableGutters
              elevation={0}
              expanded={open === i}
              onChange={(_, expanded) => setOpen(expanded ? i : false)}
              sx={{
                border: 1,
                borderColor: open === i ? 'primary.main' : 'divider',
                borderRadius: '12px !important',
                bgcolor: 'background.paper',
                '&::before': { display: 'none' },
              }}
            >
              <AccordionSummary
                expandIcon={<ExpandMoreRounded />}
                id={`faq-${i}-question`}
                aria-controls={`faq-${i}-answer`}
                sx={{ px: { xs: 2, sm: 3 }, py: 0.5 }}
              >
                <Typography component="span" sx={{ fontWeight: 600, fontSize: '1.05rem' }}>
                  {item.question}
                </Typography>
              </AccordionSummary>
              <AccordionDetails id={`faq-${i}-answer`} sx={{ px: { xs: 2, sm: 3 }, pt: 0, pb: 2.5 }}>
                <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
                  {item.answer}
                </Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
