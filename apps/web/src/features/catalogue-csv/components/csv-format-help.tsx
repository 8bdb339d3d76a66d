import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const RULES = [
  'One row per variant. The product’s columns (product_sku to seo_description) repeat on each of its rows and must be the same on all of them.',
  'Rows are matched by SKU: a known product_sku or variant_sku is updated, a new one is created. Products and variants missing from the file are left as they are.',
  'Numbers are written plainly with a dot for decimals: 1299.00, not 1,299.00 or ₱1,299.00. Leave a cell blank for “none” (compare-at price, dimensions, variant weight, protection plan).',
  'categories and materials hold several values separated by | — categories by their friendly URL, e.g. living-room|sofas.',
  'active is yes or no. friendly_url may be blank for a new product: one is made from its name.',
  'stock_<branch code> columns set the units available at that branch (through the stock ledger); a blank cell leaves the stock as it is.',
  'Save as “CSV UTF-8” so ₱ and ñ stay intact. Line numbers in the report are the spreadsheet’s row numbers (the header is line 1).',
];

/** How the catalogue CSV is laid out, for staff editing one in a spreadsheet. */
export function CsvFormatHelp() {
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls="csv-format"
        id="csv-format-title"
      >
        <Typography sx={{ fontWeight: 600 }}>How the file is laid out</Typography>
      </AccordionSummary>
      <AccordionDetails id="csv-format">
        <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
          {RULES.map((rule) => (
            <Typography component="li" variant="body2" key={rule}>
              {rule}
            </Typography>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          Start from an export: it has every column in the right order.
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}
