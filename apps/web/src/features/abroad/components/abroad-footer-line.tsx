import Box from '@mui/material/Box';
import { usePickedCountryInfo } from './abroad-phone-hours';

export interface AbroadFooterLineProps {
  onChangeCountry: () => void;
  /** The footer's link look, for the button. */
  buttonSx: object;
}

/**
 * The footer's lines for a shopper abroad: the phone hours on their clock, and where they said
 * they shop from with a button to change it. Loaded only once a country is picked.
 */
export function AbroadFooterLine({ onChangeCountry, buttonSx }: AbroadFooterLineProps) {
  const country = usePickedCountryInfo();
  if (!country) return null;
  return (
    <>
      <br />
      <span data-testid="abroad-phone-hours">
        Your time in {country.inName}: {country.phoneHours}
      </span>
      <br />
      <span>Shopping from {country.inName} · </span>
      <Box component="button" type="button" onClick={onChangeCountry} sx={buttonSx}>
        Change country
      </Box>
    </>
  );
}

export default AbroadFooterLine;
