import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { usePageMeta } from '../../../components/seo/usePageMeta.ts';
import { InlineLink } from '../components/InlineLink.tsx';
import { faqEntries } from '../faqEntries.tsx';

/** The FAQ (SPEC 2.15): eight questions, one open at a time. */
export function FaqPage() {
  usePageMeta({
    title: 'Frequently Asked Questions',
    description:
      'How Gamevault works: free and open-source games only, no hosted files, and what the Standard, Repacks and Online categories mean.',
    path: '/faq',
  });
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const idPrefix = useId();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        Frequently Asked Questions
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>
        Quick answers about Gamevault and the games it lists.
      </Typography>
      <Box>
        {faqEntries.map((entry, index) => (
          <Accordion
            key={entry.question}
            disableGutters
            expanded={openIndex === index}
            onChange={(_event, expanded) => setOpenIndex(expanded ? index : null)}
            slotProps={{ heading: { component: 'h2' } }}
          >
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              id={`${idPrefix}-question-${index}`}
              aria-controls={`${idPrefix}-answer-${index}`}
            >
              <Typography sx={{ fontWeight: 650 }}>{entry.question}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography sx={{ color: 'text.secondary' }}>{entry.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
      <Typography sx={{ mt: 4 }}>
        Still have questions? <InlineLink to="/contact">Contact us</InlineLink>.
      </Typography>
    </Container>
  );
}

export default FaqPage;
