import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DASHBOARD_RANGE_LABELS,
  DASHBOARD_RANGES,
  type DashboardRange,
} from '@shop/shared/admin/dashboard';

export interface RangeToggleProps {
  range: DashboardRange;
  onChange: (range: DashboardRange) => void;
}

/** Today, the last 7 or the last 30 days (Manila time): one pressed at a time. */
export function RangeToggle({ range, onChange }: RangeToggleProps) {
  return (
    <ToggleButtonGroup
      value={range}
      exclusive
      size="small"
      color="primary"
      aria-label="Period"
      onChange={(_, next: DashboardRange | null) => {
        if (next) onChange(next);
      }}
    >
      {DASHBOARD_RANGES.map((value) => (
        <ToggleButton key={value} value={value}>
          {DASHBOARD_RANGE_LABELS[value]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
