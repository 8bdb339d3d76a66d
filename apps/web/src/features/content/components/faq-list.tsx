import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { filterFaqs, groupFaqs } from '../faq-search';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import type { Faq } from '@shop/shared/contracts/content';
import { EmptyState } from './content-states';

export const FAQ_SEARCH_DEBOUNCE_MS = 250;
export const NO_FAQ_RESULTS = 'No matching results found';

const QUESTION_SELECTOR = '[data-faq-question]';

/**
 * The WAI-ARIA accordion keys on top of Enter/Space (which the buttons handle themselves):
 * arrow up/down move between questions, Home and End jump to the first and last.
 */
function moveBetweenQuestions(event: KeyboardEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  if (!target.matches(QUESTION_SELECTOR)) return;
  const questions = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>(QUESTION_SELECTOR),
  );
  const index = questions.indexOf(target);
  const last = questions.length - 1;
  const next =
    event.key === 'ArrowDown'
      ? Math.min(index + 1, last)
      : event.key === 'ArrowUp'
        ? Math.max(index - 1, 0)
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? last
            : null;
  if (next === null) return;
  event.preventDefault();
  questions[next]?.focus();
}

function FaqItem({ faq }: { faq: Faq }) {
  const id = useId();
  return (
    <Accordion
      disableGutters
      elevation={0}
      square
      sx={{
        bgcolor: 'transparent',
        borderBottom: 1,
        borderColor: 'divider',
        '&::before': { display: 'none' },
      }}
    >
      <AccordionSummary
        data-faq-question=""
        id={`${id}-question`}
        aria-controls={`${id}-answer`}
        expandIcon={<ExpandMoreIcon />}
        sx={{
          px: 0,
          py: 0.5,
          '& .MuiAccordionSummary-content': { my: 1.5, pr: 2 },
          '& .MuiAccordionSummary-expandIconWrapper': { color: 'primary.main' },
        }}
      >
        <Typography component="span" sx={{ fontWeight: 600, fontSize: '1.02rem' }}>
          {faq.question}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ px: 0, pt: 0, pb: 2.5 }}>
        <Typography sx={{ color: 'text.secondary', lineHeight: 1.7, whiteSpace: 'pre-line' }}>
          {faq.answer}
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}

/** Questions grouped by category, a search box that filters as you type, and an accordion each. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, FAQ_SEARCH_DEBOUNCE_MS);
  const idPrefix = useId();
  const matches = useMemo(() => filterFaqs(faqs, debounced), [faqs, debounced]);
  const groups = useMemo(() => groupFaqs(matches), [matches]);
  const searching = debounced.trim() !== '';

  return (
    <>
      <Box role="search" sx={{ mb: { xs: 3, md: 4 } }}>
        <TextField
          type="search"
          label="Search the FAQs"
          placeholder="e.g. delivery, installment, return"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          fullWidth
          autoComplete="off"
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
          sx={{ bgcolor: 'background.paper', maxWidth: 640 }}
        />
        <Typography role="status" sx={{ mt: 1.5, color: 'text.secondary', fontSize: '0.9rem' }}>
          {searching && matches.length > 0
            ? `${matches.length} of ${faqs.length} questions match “${debounced.trim()}”.`
            : ''}
        </Typography>
      </Box>

      {groups.length === 0 ? (
        <EmptyState title={NO_FAQ_RESULTS}>
          <Typography sx={{ color: 'text.secondary' }}>
            Try other words, or{' '}
            <Box
              component={RouterLink}
              to={paths.contactUs.getHref()}
              sx={{ color: 'primary.main' }}
            >
              send us your question
            </Box>
            .
          </Typography>
        </EmptyState>
      ) : (
        <Box onKeyDown={moveBetweenQuestions} sx={{ display: 'grid', gap: { xs: 4, md: 5 } }}>
          {groups.map((group, index) => {
            const headingId = `${idPrefix}-category-${index}`;
            return (
              <Box component="section" key={group.category} aria-labelledby={headingId}>
                <Typography
                  id={headingId}
                  variant="h2"
                  sx={{
                    fontSize: { xs: '1.25rem', md: '1.4rem' },
                    pb: 1,
                    borderBottom: 2,
                    borderColor: 'primary.main',
                  }}
                >
                  {group.category}
                </Typography>
                {group.faqs.map((faq) => (
                  <FaqItem key={faq._id} faq={faq} />
                ))}
              </Box>
            );
          })}
        </Box>
      )}
    </>
  );
}
