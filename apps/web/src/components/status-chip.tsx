import Chip, { type ChipProps } from '@mui/material/Chip';
import { getContrastRatio, useTheme, type Theme } from '@mui/material/styles';
import { orderStatusColor, orderStatusLabel, type StatusColor } from '@shop/shared/order-status';

const AA = 4.5;

/**
 * The chip's fill and text for a status colour, readable at AA: the palette's main colour with
 * its contrast text, else its dark shade, else dark text on the main colour (MUI's default
 * warning orange and info blue are too light for white 13 px text).
 */
export function statusChipColors(theme: Theme, color: StatusColor) {
  const palette = theme.palette[color];
  const candidates = [
    { bg: palette.main, fg: palette.contrastText },
    { bg: palette.dark, fg: palette.contrastText },
    { bg: palette.main, fg: theme.palette.text.primary },
  ];
  return candidates.find(({ bg, fg }) => getContrastRatio(bg, fg) >= AA) ?? candidates[0]!;
}

export interface StatusChipProps extends Pick<ChipProps, 'size' | 'sx'> {
  status: string;
  /** The server's label; the shared table's when absent. */
  label?: string;
}

/** An order or return status: its spec label on its colour (spec section 4). */
export function StatusChip({ status, label, size = 'small', sx }: StatusChipProps) {
  const theme = useTheme();
  const text = label || orderStatusLabel(status);
  // An unknown status has an empty label (spec): nothing to show.
  if (!text) return null;
  const color = orderStatusColor(status);
  const { bg, fg } = statusChipColors(theme, color);
  return (
    <Chip
      label={text}
      color={color}
      size={size}
      data-status={status}
      sx={[{ bgcolor: bg, color: fg, fontWeight: 600 }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
