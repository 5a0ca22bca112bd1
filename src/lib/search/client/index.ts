export { applyConfiguredFilters } from './apply-filters.ts';
export { hasTopLevelOr, joinFilters } from './filters.ts';
export type { ClientSearchSettings } from './search-settings.ts';
export { EMBEDDED_INDEX_NAME, searchSettingsFor } from './search-settings.ts';
export type { SortId, SortIndex } from './sort-indices.ts';
export { SORT_IDS, SORT_LABELS, algoliaSortIndices, embeddedSortIndices } from './sort-indices.ts';
