/**
 * The car sidebar's two option sets (spec §2: Enquire, Get Finance and Reserve Now; "Other
 * sites show Trade-In Valuation, Got a Question? and Reserve Car Now"). A file of its own with
 * no imports, because the dealer config schema is built from it.
 */
export const SIDEBAR_OPTION_SETS = [
  'enquire-finance-reserve',
  'trade-in-question-reserve',
] as const;

export type SidebarOptionSet = (typeof SIDEBAR_OPTION_SETS)[number];
