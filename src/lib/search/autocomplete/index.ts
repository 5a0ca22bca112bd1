/** The header search's autocomplete rules: query, request, suggestions and keyboard state. */
export {
  MAX_QUERY_LENGTH,
  MIN_SUGGEST_LENGTH,
  SUGGEST_DEBOUNCE_MS,
  isSuggestible,
  normaliseQuery,
} from './query.ts';
export { querySearchHref } from './search-href.ts';
export type { SuggestionRequest } from './request.ts';
export {
  HIGHLIGHT_POST,
  HIGHLIGHT_PRE,
  SUGGESTION_ATTRIBUTES,
  SUGGESTION_COUNT,
  suggestionRequest,
} from './request.ts';
export type { TextPart } from './highlight.ts';
export { highlightParts } from './highlight.ts';
export type {
  CarSuggestion,
  SeeAllSuggestion,
  Suggestion,
  SuggestionHit,
  SuggestionResult,
  SuggestionSettings,
  SuggestionsView,
} from './view-model.ts';
export {
  THUMB_HEIGHT,
  THUMB_WIDTH,
  noMatchText,
  seeAllLabel,
  suggestionsView,
} from './view-model.ts';
export type { KeyInput, ListAction, ListState } from './navigation.ts';
export { CLOSED, keyAction, listReducer } from './navigation.ts';
export type { AutocompleteConfig, AutocompleteSearchSettings } from './config.ts';
export { autocompleteConfig, readAutocompleteConfig } from './config.ts';
