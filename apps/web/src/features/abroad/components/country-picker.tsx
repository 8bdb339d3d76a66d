import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { OFW_COUNTRIES } from '@shop/shared/ofw';
import { useId } from 'react';
import { useAbroadCountryStore } from '../stores/abroad-country';

/** The value of "I'm in the Philippines": no country abroad. */
const HOME = 'PH';

export interface CountryPickerProps {
  /** The group's accessible name. */
  label?: string;
}

/**
 * Where the shopper is: the Philippines, or one of the countries where most overseas Filipinos
 * work. The choice is kept in this browser at once.
 */
export function CountryPicker({ label = 'Country you are in' }: CountryPickerProps) {
  const country = useAbroadCountryStore((state) => state.country);
  const setCountry = useAbroadCountryStore((state) => state.setCountry);
  // Its own name: the page's picker and the footer's dialog can be open at once.
  const name = useId();
  return (
    <RadioGroup
      aria-label={label}
      name={name}
      value={country ?? HOME}
      onChange={(event) => setCountry(event.target.value === HOME ? null : event.target.value)}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 2,
        }}
      >
        <FormControlLabel value={HOME} control={<Radio />} label="The Philippines" />
        {OFW_COUNTRIES.map((entry) => (
          <FormControlLabel
            key={entry.code}
            value={entry.code}
            control={<Radio />}
            label={entry.name}
          />
        ))}
      </Box>
    </RadioGroup>
  );
}
