import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import { RetryAlert } from '../../../components/grid-states';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { useAssemblyDates } from '../api/get-assembly-dates';
import {
  WEEKDAYS,
  addDays,
  daysOfMonth,
  longDate,
  monthOf,
  monthTitle,
  shiftMonth,
  weekday,
} from '../checkout-dates';

const SHORT_DAYS = WEEKDAYS.map((day) => day.slice(0, 3));

/** 'Mon–Sat', or 'Mon, Wed, Fri' when the days are not one run. */
function workingDaysText(days: readonly string[]): string {
  const indexes = days.map((day) => SHORT_DAYS.indexOf(day));
  const run = indexes.every((day, index) => index === 0 || day === indexes[index - 1]! + 1);
  return run && days.length > 2 ? `${days[0]}–${days[days.length - 1]}` : days.join(', ');
}

export interface ShippingAssemblyDateProps {
  value: string | null;
  onChange: (date: string | null) => void;
  /** A message from the server about the date. */
  error?: string | null;
}

/**
 * The preferred assembly date: a month calendar where only the dates the server books
 * (GET /api/v1/my-cart/assembly-dates — working days from the earliest lead day) can be
 * picked; every other day is disabled. One tab stop; arrow keys move between bookable days,
 * Page Up/Down between months.
 */
export function ShippingAssemblyDate({ value, onChange, error }: ShippingAssemblyDateProps) {
  const query = useAssemblyDates();
  const dates = useMemo(() => query.data?.dates ?? [], [query.data]);
  const allowed = useMemo(() => new Set(dates), [dates]);
  const [shownMonth, setShownMonth] = useState<string | null>(null);
  const [focusDate, setFocusDate] = useState<string | null>(null);
  const [dropped, setDropped] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const moveFocus = useRef(false);
  const titleId = useId();
  const hintId = useId();
  const errorId = useId();

  // A date picked on an earlier visit that can no longer be booked is let go, with a word why.
  const stale = query.isSuccess && value !== null && !allowed.has(value);
  if (stale && dropped !== value) setDropped(value);
  useEffect(() => {
    if (stale) onChange(null);
  }, [stale, onChange]);

  useEffect(() => {
    if (!moveFocus.current || focusDate === null) return;
    moveFocus.current = false;
    buttons.current.get(focusDate)?.focus();
  }, [focusDate, shownMonth]);

  if (query.isPending) {
    return (
      <Box role="status" aria-label="Loading assembly dates">
        <SkeletonBlock sx={{ height: 300, maxWidth: 360 }} />
      </Box>
    );
  }
  if (query.isError) {
    return (
      <RetryAlert onRetry={() => void query.refetch()}>
        We could not load the assembly dates. {query.error.message}
      </RetryAlert>
    );
  }

  const { earliest, working_days: workingDays } = query.data;
  const firstMonth = monthOf(dates[0] ?? earliest);
  const lastMonth = monthOf(dates[dates.length - 1] ?? earliest);
  const selected = value !== null && allowed.has(value) ? value : null;
  const month = shownMonth ?? (selected ? monthOf(selected) : firstMonth);
  const days = daysOfMonth(month);
  const bookable = days.filter((date) => allowed.has(date));
  const tabStop =
    focusDate && monthOf(focusDate) === month && allowed.has(focusDate)
      ? focusDate
      : selected && monthOf(selected) === month
        ? selected
        : (bookable[0] ?? null);

  const goTo = (date: string | undefined) => {
    if (!date) return;
    moveFocus.current = true;
    setShownMonth(monthOf(date));
    setFocusDate(date);
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLButtonElement>, date: string) => {
    const after = (from: string) => dates.find((entry) => entry >= from);
    const before = (from: string) => dates.findLast((entry) => entry <= from);
    const targets: Record<string, () => string | undefined> = {
      ArrowRight: () => after(addDays(date, 1)),
      ArrowLeft: () => before(addDays(date, -1)),
      ArrowDown: () => after(addDays(date, 7)),
      ArrowUp: () => before(addDays(date, -7)),
      Home: () => bookable[0],
      End: () => bookable[bookable.length - 1],
      PageDown: () => after(`${shiftMonth(month, 1)}-01`),
      PageUp: () => dates.find((entry) => monthOf(entry) === shiftMonth(month, -1)),
    };
    const target = targets[event.key];
    if (!target) return;
    event.preventDefault();
    goTo(target());
  };

  const showMonth = (next: string) => {
    setShownMonth(next);
    setFocusDate(null);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
        Our team assembles on working days ({workingDaysText(workingDays)}), from{' '}
        {longDate(earliest)} at the earliest. Optional.
      </Typography>
      {dropped ? (
        <Alert severity="warning" onClose={() => setDropped(null)}>
          {longDate(dropped)} can no longer be booked for assembly. Please pick another date.
        </Alert>
      ) : null}
      <Box
        sx={{
          maxWidth: 360,
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 2,
          p: 1.5,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <IconButton
            aria-label="Previous month"
            onClick={() => showMonth(shiftMonth(month, -1))}
            disabled={month <= firstMonth}
            size="small"
          >
            <ChevronLeftIcon />
          </IconButton>
          <Typography id={titleId} aria-live="polite" sx={{ fontWeight: 700 }}>
            {monthTitle(month)}
          </Typography>
          <IconButton
            aria-label="Next month"
            onClick={() => showMonth(shiftMonth(month, 1))}
            disabled={month >= lastMonth}
            size="small"
          >
            <ChevronRightIcon />
          </IconButton>
        </Box>
        <Box
          role="group"
          aria-labelledby={titleId}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5 }}
        >
          {SHORT_DAYS.map((day) => (
            <Typography
              key={day}
              aria-hidden
              variant="caption"
              sx={{ textAlign: 'center', color: 'text.secondary', fontWeight: 600, py: 0.5 }}
            >
              {day}
            </Typography>
          ))}
          {Array.from({ length: weekday(days[0]!) }, (_, index) => (
            <Box key={`blank-${index}`} aria-hidden />
          ))}
          {days.map((date) => {
            const open = allowed.has(date);
            const isSelected = date === selected;
            return (
              <Box
                key={date}
                component="button"
                type="button"
                ref={(node: HTMLButtonElement | null) => {
                  if (node) buttons.current.set(date, node);
                  else buttons.current.delete(date);
                }}
                disabled={!open}
                tabIndex={date === tabStop ? 0 : -1}
                aria-pressed={open ? isSelected : undefined}
                aria-label={open ? longDate(date) : `${longDate(date)}, not available`}
                onClick={() => {
                  setFocusDate(date);
                  onChange(isSelected ? null : date);
                }}
                onKeyDown={(event: ReactKeyboardEvent<HTMLButtonElement>) => onKeyDown(event, date)}
                sx={{
                  aspectRatio: '1',
                  minWidth: 36,
                  border: 0,
                  borderRadius: '50%',
                  font: 'inherit',
                  fontSize: '0.9rem',
                  cursor: open ? 'pointer' : 'default',
                  bgcolor: isSelected
                    ? 'primary.main'
                    : open
                      ? 'rgba(198, 40, 40, 0.08)'
                      : 'transparent',
                  color: isSelected
                    ? 'primary.contrastText'
                    : open
                      ? 'text.primary'
                      : 'text.disabled',
                  fontWeight: open ? 600 : 400,
                  textDecoration: open ? 'none' : 'line-through',
                  '&:hover:enabled': { bgcolor: isSelected ? 'primary.dark' : 'primary.light' },
                }}
              >
                {Number(date.slice(8))}
              </Box>
            );
          })}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minHeight: 36 }}>
        <Typography aria-live="polite">
          {selected ? (
            <>
              Assembly on <strong>{longDate(selected)}</strong>
            </>
          ) : (
            'No assembly date picked.'
          )}
        </Typography>
        {selected ? (
          <Button size="small" onClick={() => onChange(null)}>
            Clear date
          </Button>
        ) : null}
      </Box>
      {error ? (
        <FormHelperText id={errorId} error sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
