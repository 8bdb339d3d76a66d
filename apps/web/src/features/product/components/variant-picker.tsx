import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ProductVariant, VariantGroup, VariantOption } from '@shop/shared/contracts/catalogue';
import {
  OPTION_LABELS,
  stockAt,
  swatchColor,
  variantsWith,
  type VariantSelection,
} from '../variants';

export interface VariantPickerProps {
  groups: readonly VariantGroup[];
  variants: readonly ProductVariant[];
  selection: VariantSelection;
  branchId: string | null;
  onSelect: (option: VariantOption, value: string | undefined) => void;
}

interface ValueState {
  value: string;
  /** No variant has this value together with the other choices. */
  unavailable: boolean;
  /** It exists, but none is in stock at the branch. */
  soldOut: boolean;
}

const optionSx = {
  position: 'relative',
  borderRadius: 1,
  border: 1,
  borderColor: 'rgba(0, 0, 0, 0.23)',
  px: 1.75,
  py: 1,
  minHeight: 44,
  fontSize: '0.95rem',
  fontWeight: 600,
  color: 'text.primary',
  bgcolor: 'background.paper',
  '&[aria-pressed="true"]': {
    borderColor: 'primary.main',
    boxShadow: (theme: { palette: { primary: { main: string } } }) =>
      `inset 0 0 0 1px ${theme.palette.primary.main}`,
    bgcolor: 'rgba(198, 40, 40, 0.06)',
  },
  '&.Mui-disabled': {
    color: 'text.disabled',
    borderStyle: 'dashed',
    textDecoration: 'line-through',
  },
  '&[data-sold-out="true"]:not(.Mui-disabled)': { color: 'text.secondary' },
} as const;

function stateOf(
  group: VariantGroup,
  props: Pick<VariantPickerProps, 'variants' | 'selection' | 'branchId'>,
): ValueState[] {
  return group.values.map(({ value }) => {
    const candidates = variantsWith(props.variants, props.selection, group.option, value);
    return {
      value,
      unavailable: candidates.length === 0,
      soldOut:
        candidates.length > 0 &&
        candidates.every((variant) => stockAt(variant, props.branchId) === 0),
    };
  });
}

function describe(state: ValueState): string {
  if (state.unavailable) return `${state.value}, not available with your other choices`;
  if (state.soldOut) return `${state.value}, out of stock`;
  return state.value;
}

function OptionGroup({
  group,
  states,
  selected,
  onSelect,
}: {
  group: VariantGroup;
  states: ValueState[];
  selected: string | undefined;
  onSelect: VariantPickerProps['onSelect'];
}) {
  const labelId = useId();
  const label = OPTION_LABELS[group.option];
  const isColor = group.option === 'color';
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} sx={{ fontWeight: 700, mb: 1 }}>
        {label}
        {selected ? (
          <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
            : {selected}
          </Box>
        ) : null}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {states.map((state) => {
          const pressed = selected === state.value;
          // What every option button says and does, a swatch or a word.
          const buttonProps = {
            // "Colour: Narra Brown": a swatch has no text of its own to be named by.
            'aria-label': `${label}: ${describe(state)}`,
            'aria-pressed': pressed,
            disabled: state.unavailable,
            'data-sold-out': state.soldOut,
            onClick: () => onSelect(group.option, pressed ? undefined : state.value),
          };
          if (isColor) {
            return (
              <ButtonBase
                key={state.value}
                {...buttonProps}
                title={state.value}
                sx={{
                  width: 44,
                  height: 44,
                  borderRadius: '50%',
                  border: 2,
                  borderColor: pressed ? 'primary.main' : 'transparent',
                  p: '3px',
                  '&.Mui-disabled': { opacity: 0.35 },
                }}
              >
                <Box
                  component="span"
                  sx={{
                    display: 'block',
                    width: '100%',
                    height: '100%',
                    borderRadius: '50%',
                    bgcolor: swatchColor(state.value),
                    border: 1,
                    borderColor: 'rgba(0, 0, 0, 0.25)',
                    backgroundImage:
                      state.soldOut || state.unavailable
                        ? 'linear-gradient(135deg, transparent 46%, rgba(0,0,0,0.55) 46%, rgba(0,0,0,0.55) 54%, transparent 54%)'
                        : 'none',
                  }}
                />
              </ButtonBase>
            );
          }
          return (
            <ButtonBase key={state.value} {...buttonProps} sx={optionSx}>
              {state.value}
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}

/**
 * Colour swatches and size/material buttons from the grouped variants. A value that exists with
 * the other choices only out of stock stays pickable (the shopper sees it is sold out); one that
 * does not exist with them is disabled.
 */
export function VariantPicker({
  groups,
  variants,
  selection,
  branchId,
  onSelect,
}: VariantPickerProps) {
  if (groups.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {groups.map((group) => (
        <OptionGroup
          key={group.option}
          group={group}
          states={stateOf(group, { variants, selection, branchId })}
          selected={selection[group.option]}
          onSelect={onSelect}
        />
      ))}
    </Box>
  );
}
