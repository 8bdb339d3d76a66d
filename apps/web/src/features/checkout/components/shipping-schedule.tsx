import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { NOTES_MAX_LENGTH, type FulfillmentType } from '@shop/shared/checkout';
import { addDays, manilaToday } from '../checkout-dates';
import { PREFERRED_DATE_PAST } from '../checkout-messages';

export const TIME_WINDOWS = [
  { value: '', label: 'Any time' },
  { value: '09:00', label: 'Morning, 9:00 AM – 12:00 NN' },
  { value: '13:00', label: 'Afternoon, 1:00 PM – 5:00 PM' },
] as const;

/** '2026-05-11T09:00:00+08:00' → { date: '2026-05-11', time: '09:00' }; a bare date has no time. */
export function splitPreferredDateTime(value: string | null): { date: string; time: string } {
  if (!value) return { date: '', time: '' };
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?/.exec(value);
  return { date: match?.[1] ?? '', time: match?.[2] ?? '' };
}

/** Manila time: the shop delivers in the Philippines whatever the browser's time zone. */
export function joinPreferredDateTime(date: string, time: string): string | null {
  if (!date) return null;
  return time ? `${date}T${time}:00+08:00` : date;
}

export interface ShippingScheduleProps {
  fulfillmentType: FulfillmentType;
  preferredDateTime: string | null;
  onPreferredDateTimeChange: (value: string | null) => void;
  notes: string;
  onNotesChange: (notes: string) => void;
  /** A message from the server about the date. */
  dateError?: string | null;
  now?: Date;
}

/** Preferred delivery (or pickup) date and time window, and notes for the shop and courier. */
export function ShippingSchedule({
  fulfillmentType,
  preferredDateTime,
  onPreferredDateTimeChange,
  notes,
  onNotesChange,
  dateError,
  now = new Date(),
}: ShippingScheduleProps) {
  const { date, time } = splitPreferredDateTime(preferredDateTime);
  const today = manilaToday(now);
  const past = date !== '' && date < today;
  const what = fulfillmentType === 'pickup' ? 'pickup' : 'delivery';
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          type="date"
          label={`Preferred ${what} date`}
          value={date}
          onChange={(event) =>
            onPreferredDateTimeChange(joinPreferredDateTime(event.target.value, time))
          }
          error={past || Boolean(dateError)}
          helperText={
            past
              ? PREFERRED_DATE_PAST
              : (dateError ?? 'Optional. We confirm the schedule by text message.')
          }
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: addDays(today, 1) },
          }}
        />
        <TextField
          select
          label={`Preferred ${what} time`}
          value={time}
          disabled={date === ''}
          onChange={(event) =>
            onPreferredDateTimeChange(joinPreferredDateTime(date, event.target.value))
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {TIME_WINDOWS.map((window) => (
            <option key={window.value} value={window.value}>
              {window.value === '' && date === '' ? 'Pick a date first' : window.label}
            </option>
          ))}
        </TextField>
      </Box>
      <TextField
        label="Notes for your order"
        value={notes}
        onChange={(event) => onNotesChange(event.target.value.slice(0, NOTES_MAX_LENGTH))}
        multiline
        minRows={3}
        helperText={`Landmarks, gate codes, who receives the order… ${notes.length}/${NOTES_MAX_LENGTH}`}
        slotProps={{ htmlInput: { maxLength: NOTES_MAX_LENGTH } }}
      />
    </Box>
  );
}
