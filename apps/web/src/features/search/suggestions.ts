/** What the search box needs to know of a suggestion to pick it. */
export interface SuggestionOption {
  _id: string;
  name: string;
  friendly_url: string;
}

export interface SuggestionsState {
  /** The suggestions on screen, in order. */
  options: SuggestionOption[];
  status: 'idle' | 'searching' | 'empty' | 'error';
}

const normalize = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-PH');

export const isExactMatch = (option: SuggestionOption, text: string) =>
  normalize(option.name) === normalize(text);
