import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

export interface MoveButtonsProps {
  /** What moves, as the buttons name it: "Move {name} up". */
  name: string;
  /** The first item cannot go up, the last cannot go down. */
  first: boolean;
  last: boolean;
  /** Both off, e.g. while a move is being saved. */
  disabled?: boolean;
  onMove: (direction: 'up' | 'down') => void;
}

/** Up and down buttons with tooltips: the keyboard path for ordering a console list. */
export function MoveButtons({ name, first, last, disabled, onMove }: MoveButtonsProps) {
  return (
    <>
      <Tooltip title="Move up">
        <span>
          <IconButton
            aria-label={`Move ${name} up`}
            disabled={disabled || first}
            onClick={() => onMove('up')}
          >
            <ArrowUpwardIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Move down">
        <span>
          <IconButton
            aria-label={`Move ${name} down`}
            disabled={disabled || last}
            onClick={() => onMove('down')}
          >
            <ArrowDownwardIcon />
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
}
