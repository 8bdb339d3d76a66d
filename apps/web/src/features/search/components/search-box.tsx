import Box from '@mui/material/Box';
import {
  lazy,
  Suspense,
  useCallback,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../../components/icons/shell-icons';
import { paths } from '../../../config/paths';
import { isExactMatch, type SuggestionOption, type SuggestionsState } from '../suggestions';

const SearchPopup = lazy(() =>
  import('./search-popup').then((module) => ({ default: module.SearchPopup })),
);

type ExactMatchLookup = (text: string) => Promise<SuggestionOption | undefined>;

export interface SearchBoxProps {
  fullWidth?: boolean;
  /** Suggestions are priced for this branch. */
  branchId?: string | null;
}

const idle: SuggestionsState = { options: [], status: 'idle' };

/**
 * The header's product search (spec sections 2 and 9), an ARIA combobox: suggestions 500 ms
 * after typing stops (the 5 newest matches); picking one, or pressing Enter on an exact product
 * name, opens that product; any other Enter lists every match on /products?search=...
 * The input is native and the suggestions load on first focus: MUI's Autocomplete and
 * OutlinedInput would add their weight to every page.
 */
export function SearchBox({ fullWidth = false, branchId = null }: SearchBoxProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activated, setActivated] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<SuggestionsState>(idle);
  const exactMatchRef = useRef<ExactMatchLookup | null>(null);
  /** Whether the highlighted option was reached with the arrow keys (then Enter opens it). */
  const chosenByKeys = useRef(false);
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = useCallback((index: number) => `${id}-option-${index}`, [id]);

  const trimmed = text.trim();
  const { options, status } = suggestions;
  const activeIndex = options.findIndex((option) => option._id === activeId);
  const listOpen = open && trimmed.length > 0 && options.length > 0;
  const popupOpen = open && trimmed.length > 0 && (options.length > 0 || status !== 'idle');

  function activate() {
    setActivated(true);
    setOpen(true);
  }

  function close() {
    setOpen(false);
    setActiveId(null);
  }

  function pick(option: SuggestionOption) {
    close();
    setText('');
    void navigate(paths.productDetailsByFriendlyUrl.getHref(option.friendly_url));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const search = trimmed;
    if (!search) return;
    close();
    const exact =
      options.find((option) => isExactMatch(option, search)) ??
      (await exactMatchRef.current?.(search));
    if (exact) pick(exact);
    else void navigate(paths.products.getHref({ search }));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && options.length > 0) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const start = activeIndex === -1 ? (step === 1 ? -1 : options.length) : activeIndex;
      setOpen(true);
      setActiveId(options[(start + step + options.length) % options.length]?._id ?? null);
      chosenByKeys.current = true;
    } else if (event.key === 'Escape' && popupOpen) {
      // The first Escape closes the list; the browser's own Escape then clears the text.
      event.preventDefault();
      close();
    } else if (event.key === 'Enter' && listOpen && activeIndex !== -1 && chosenByKeys.current) {
      event.preventDefault();
      const option = options[activeIndex];
      if (option) pick(option);
    }
  }

  function handleBlur(event: FocusEvent<HTMLFormElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  }

  return (
    <Box
      component="form"
      role="search"
      aria-label="Products"
      onSubmit={(event: FormEvent<HTMLFormElement>) => void handleSubmit(event)}
      onBlur={handleBlur}
      // 320 px only from 1536 px: at 1280 px a wider box pushed Login to a second line.
      sx={{ position: 'relative', width: fullWidth ? '100%' : { md: 280, xl: 320 } }}
    >
      <SearchIcon
        fontSize="small"
        aria-hidden
        sx={{
          position: 'absolute',
          left: 12,
          top: 20,
          transform: 'translateY(-50%)',
          color: 'text.secondary',
          pointerEvents: 'none',
        }}
      />
      <Box
        component="input"
        type="search"
        role="combobox"
        aria-label="Search products"
        aria-autocomplete="list"
        aria-expanded={listOpen}
        aria-controls={activated ? listboxId : undefined}
        aria-activedescendant={listOpen && activeIndex !== -1 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Search furniture"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActiveId(null);
          activate();
        }}
        onFocus={activate}
        onKeyDown={handleKeyDown}
        sx={{
          width: '100%',
          height: 40,
          pl: 5,
          pr: 1.5,
          font: 'inherit',
          fontSize: '0.95rem',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'rgba(0, 0, 0, 0.23)',
          borderRadius: 1,
          '&::placeholder': { color: 'text.secondary', opacity: 1 },
          '&:hover': { borderColor: 'text.primary' },
          '&:focus-visible': {
            outline: 'none',
            borderColor: 'primary.main',
            boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}`,
          },
        }}
      />
      {activated ? (
        <Suspense fallback={null}>
          <SearchPopup
            text={trimmed}
            branchId={branchId}
            visible={popupOpen}
            listOpen={listOpen}
            listboxId={listboxId}
            optionId={optionId}
            activeId={activeId}
            onStateChange={setSuggestions}
            onPick={pick}
            onHover={(id) => {
              // A highlight under the mouse is not a choice: Enter still searches for the text.
              chosenByKeys.current = false;
              setActiveId(id);
            }}
            exactMatchRef={exactMatchRef}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
