import Box from '@mui/material/Box';
import { SEARCH_DEBOUNCE_MS } from '@shop/shared/constants';
import { formatPriceRange } from '@shop/shared/price-range';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type RefObject } from 'react';
import {
  getSearchSuggestionsQueryOptions,
  useSearchSuggestions,
  type SearchSuggestion,
} from '../api/get-search-suggestions';
import { ThumbnailImage } from '../../../components/thumbnail-image';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { isExactMatch, type SuggestionOption, type SuggestionsState } from '../suggestions';

/** Spec sections 2 and 8. */
export const NO_RESULTS_TEXT = 'No matching results found';

export interface SearchPopupProps {
  /** The trimmed text of the search box. */
  text: string;
  branchId: string | null;
  visible: boolean;
  listOpen: boolean;
  listboxId: string;
  optionId: (index: number) => string;
  activeId: string | null;
  onStateChange: (state: SuggestionsState) => void;
  onPick: (suggestion: SearchSuggestion) => void;
  onHover: (id: string) => void;
  /** Set to a lookup the box uses when Enter comes before the debounce has fired. */
  exactMatchRef: RefObject<((text: string) => Promise<SuggestionOption | undefined>) | null>;
}

const MESSAGES = {
  idle: null,
  searching: 'Searching…',
  empty: NO_RESULTS_TEXT,
  error: 'Suggestions are not available right now.',
} as const;

/**
 * The search box's suggestions: asks 500 ms after typing stops for the 5 newest matches and
 * shows them as a listbox. Loaded on first focus, so the header stays light.
 */
export function SearchPopup({
  text,
  branchId,
  visible,
  listOpen,
  listboxId,
  optionId,
  activeId,
  onStateChange,
  onPick,
  onHover,
  exactMatchRef,
}: SearchPopupProps) {
  const queryClient = useQueryClient();
  // The popup loads on first focus, and may arrive after the first keys: it starts from no
  // search, so that every request waits for the pause after the last keystroke (spec section 9).
  const term = useDebouncedValue(text, SEARCH_DEBOUNCE_MS, '');
  const query = useSearchSuggestions({ search: term, branchId });
  const options = text && term && query.data ? query.data : null;
  const settled = term === text && !query.isFetching;

  let status: SuggestionsState['status'] = 'idle';
  if (!options?.length && term) {
    if (!settled) status = 'searching';
    else if (query.isError) status = 'error';
    else if (query.data) status = 'empty';
  }

  useEffect(() => {
    onStateChange({ options: options ?? [], status });
  }, [options, status, onStateChange]);

  useEffect(() => {
    exactMatchRef.current = async (search) => {
      const known = options?.find((option) => isExactMatch(option, search));
      if (known || (settled && search === term)) return known;
      try {
        const fresh = await queryClient.fetchQuery(
          getSearchSuggestionsQueryOptions({ search, branchId }),
        );
        return fresh.find((option) => isExactMatch(option, search));
      } catch {
        return undefined;
      }
    };
  }, [exactMatchRef, options, settled, term, branchId, queryClient]);

  const message = MESSAGES[status];
  return (
    <Box
      data-testid="search-popup"
      sx={{
        display: visible ? 'block' : 'none',
        position: 'absolute',
        top: 'calc(100% + 4px)',
        left: 0,
        right: 0,
        minWidth: { md: 360 },
        zIndex: 'modal',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        boxShadow: 8,
        overflow: 'hidden',
      }}
    >
      <Box
        component="ul"
        role="listbox"
        id={listboxId}
        aria-label="Product suggestions"
        sx={{ display: listOpen ? 'block' : 'none', listStyle: 'none', m: 0, py: 0.5, px: 0 }}
      >
        {(options ?? []).map((option, index) => (
          <Box
            component="li"
            key={option._id}
            id={optionId(index)}
            role="option"
            aria-selected={option._id === activeId}
            // Keeps focus in the input, so the click lands before the list closes on blur.
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => onHover(option._id)}
            onClick={() => onPick(option)}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              px: 1.5,
              py: 1,
              cursor: 'pointer',
              '&[aria-selected="true"]': { bgcolor: 'rgba(198, 40, 40, 0.08)' },
            }}
          >
            <Box
              sx={{
                width: 44,
                height: 44,
                flexShrink: 0,
                borderRadius: 1,
                overflow: 'hidden',
                bgcolor: '#F6F1EB',
              }}
            >
              {option.image ? (
                <ThumbnailImage url={option.image.url} size={44} fit="contain" />
              ) : null}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Box
                component="span"
                sx={{
                  fontWeight: 600,
                  lineHeight: 1.3,
                  display: '-webkit-box',
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }}
              >
                {option.name}
              </Box>
              <Box
                component="span"
                sx={{ display: 'block', fontSize: '0.85rem', color: 'text.secondary' }}
              >
                {formatPriceRange(option.prices)}
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
      <Box
        role="status"
        sx={{ px: 2, py: message ? 1.5 : 0, color: 'text.secondary', fontSize: '0.95rem' }}
      >
        {message}
      </Box>
    </Box>
  );
}
