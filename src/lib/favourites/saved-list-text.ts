import type { VehicleWords } from '../content/vehicle-words.ts';

/**
 * The words of the saved list's own pages and buttons (/favourites, /compare, the hearts) in
 * the dealer's vehicle noun: a car dealer's read as spec §2 words them ('No Saved Cars',
 * 'Compare Cars'), a motorcycle dealer's say motorcycles. vehicleWords decides the noun.
 */
export interface SavedListText {
  /** 'No Saved Cars' (spec §2 empty state). */
  empty: string;
  /** 'Compare Cars': the compare page's title and its link from the saved list. */
  compare: string;
  /** 'Loading your saved cars…' */
  loading: string;
  /** The heart's and the Remove button's accessible name for a saved car. */
  remove: (name: string) => string;
  /** What the hearts are for, on the saved page's empty state. */
  savedHint: string;
  /** The same, on the compare page's empty state. */
  compareHint: string;
  /** With one saved: why and where to save another. */
  saveAnother: string;
  /** The link to the search page beside it. */
  browse: string;
  /** The saved page's intro. */
  savedIntro: string;
  /** The compare page's intro. */
  compareIntro: string;
  /** The saved page's description for search engines, at `dealerName`. */
  savedDescription: (dealerName: string) => string;
  compareDescription: (dealerName: string) => string;
  /** Names of the saved list's regions and table. */
  savedListRegion: string;
  comparisonRegion: string;
  comparedTable: string;
  tableCaption: string;
  /** The compare table's corner note. */
  differLegend: string;
  /** Without JavaScript. */
  savedNoScript: string;
  compareNoScript: string;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function savedListText({ singular, plural }: VehicleWords): SavedListText {
  const Plural = capitalised(plural);
  return {
    empty: `No Saved ${Plural}`,
    compare: `Compare ${Plural}`,
    loading: `Loading your saved ${plural}…`,
    remove: (name) => `Remove ${name} from saved ${plural}`,
    savedHint: `Tap the heart on any ${singular} to keep it here and compare it with others.`,
    compareHint: `Save ${plural} with the heart as you browse, then compare them here side by side.`,
    saveAnother: `Save another ${singular} to compare them side by side.`,
    browse: `Browse ${plural}`,
    savedIntro: `The ${plural} you have saved on this device. Compare them side by side or take a closer look.`,
    compareIntro: `Your saved ${plural} side by side, with the differences highlighted.`,
    savedDescription: (dealerName) => `The ${plural} you have saved at ${dealerName}.`,
    compareDescription: (dealerName) =>
      `Compare the ${plural} you have saved at ${dealerName} side by side.`,
    savedListRegion: `Saved ${singular} list`,
    comparisonRegion: `Saved ${plural} comparison`,
    comparedTable: `Saved ${plural} compared`,
    tableCaption: `Saved ${plural} side by side. Rows marked “Differs” have values that are not the same for every ${singular}.`,
    differLegend: `Highlighted rows differ between ${plural}`,
    savedNoScript: `Saved ${plural} need JavaScript, which is switched off in this browser.`,
    compareNoScript: `Comparing saved ${plural} needs JavaScript, which is switched off in this browser.`,
  };
}
