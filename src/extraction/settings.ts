/**
 * The tolerances of the engine in one documented object, passed in rather than buried (as pdfplumber's
 * `table_settings`). `extractStatement(text, { settings })` takes a partial override per section;
 * everything not given keeps its default. Sections follow the stages of a reading: lines, pages (halves
 * and side panels), headers, columns, cells, rows, dates, totals, ordering, metadata. Units: "× type
 * size" is a multiple of the font size of the words concerned, "share" a fraction of a count, "rows",
 * "lines", "cells" and "words" are counts. Every key is listed with its default in the README
 * (`test/unit/extraction/settings.test.ts` checks it). Word lists live in `language/`, not here.
 */
export interface ReadingSettings {
  lines: {
    /** × the smaller type size: baselines closer than this share a line (`layout.ts`). */
    baselineTolerance: number;
    /**
     * × the smaller type size: a figure further off the line's baseline, up to this, still joins it when it
     * overlaps none of the line's words (report engines' cell boxes with their own padding print a row's
     * figures 3 to 5 points below its narration; `layout.ts`), unless it is drawn in one text item with other words
     * ("0.75 CR") or another line starts on its own baseline (the row's date line under its narration).
     */
    figureOffset: number;
    /** × type size (at least a point): overlap beyond which two words on a line cannot both be visible (`layout.ts`, clipped runs). */
    hiddenOverlap: number;
    /** × type size: lines further apart than this are not one figure wrapped in a narrow cell (`broken-numbers.ts`). */
    wrapGap: number;
    /** × type size: a word drawn again within this of itself (fake bold) is dropped (`layout.ts`). */
    doubleDrawn: number;
    /** Share of the pages (at least two) a line must repeat on, at the same place, to be page furniture (`layout.ts`). */
    repeatedShare: number;
  };
  pages: {
    /** Rows: row starts each half of a page printed as two tables side by side needs (`side-by-side.ts`). */
    halfRows: number;
    /** × type size: row starts of one half lie this close to each other horizontally (`side-by-side.ts`). */
    halfStartSpread: number;
    /** × type size: lines further apart than this are no part of one band of side-by-side tables (`side-by-side.ts`). */
    halfBandGap: number;
    /** Share of the page's lines that may print a word across the gutter between two halves (a footer, a title). */
    gutterCrossing: number;
    /** × type size: the left half's figures end at least this far left of the right half's dates, and a word crosses the gutter when it runs this far past it. */
    gutterClear: number;
    /** Lines a panel beside the table needs of each kind: beside rows, on its own, of prose (`side-panel.ts`). */
    panelLines: number;
    /** Words of a panel line that reads as prose (`side-panel.ts`). */
    panelProseWords: number;
    /** × type size: the strip no word crosses between the table's last column and a side panel is at least this wide. */
    panelStrip: number;
    /** × type size: the lines of a side panel start this close to each other (`side-panel.ts`). */
    panelStartSpread: number;
    /** × type size: a line above the header further than this from the one below it ends the panel's climb (`side-panel.ts`). */
    panelGap: number;
  };
  headers: {
    /** × type size: a gap wider than this between two words of a line separates two label groups (`header-hints.ts`). */
    labelGroupGap: number;
    /** Lines: most lines one header is printed over ("Transaction" / "Posted" / "Date"; `header-hints.ts`). */
    maxHeaderLines: number;
    /** × the larger type size: stacked header lines are at most this far apart, baseline to baseline (`header-hints.ts`). */
    stackedLineGap: number;
    /** Share of the larger type size by which stacked header lines' sizes may differ (`header-hints.ts`). */
    stackedSizeShare: number;
    /** × type size: words of a stacked header closer than this belong to one label (`header-labels.ts`). */
    labelWordGap: number;
    /** Other kinds of labelled header read as tables of their own when the best one does not reconcile (`extract-statement.ts`). */
    otherKinds: number;
    /**
     * Share of the narrower label: a credit and a debit label printed one over the other overlapping by
     * more than this head one signed amount column ("Abonos /" over "Cargos"; `header-labels.ts`).
     */
    signedPairOverlap: number;
  };
  columns: {
    /**
     * Debit and credit columns are read the other way round only when that reading chains more than
     * `swapFactor` × the chained rows as labelled, plus `swapMargin`.
     */
    swapFactor: number;
    /** Rows: the margin added to `swapFactor` × the chained rows before another reading of debit and credit is taken. */
    swapMargin: number;
    /**
     * Share of neighbouring rows whose balances must differ by exactly the later row's movement for the
     * figure that ends each narration to be read as the movement and the money column as the balance
     * (`trailing-amounts.ts`: a text layer that lost its column spacing).
     */
    trailingChain: number;
    /** Cells: fewer money cells than this under a header and its pages, the document's figure clusters place its columns (`table-columns.ts`). */
    minHeaderCells: number;
    /** Share of the money lines on which the rightmost figures must print for them to be read as the balance column (`table-columns.ts`). */
    balanceFill: number;
    /** Share of a figure cluster's cells that must read as day and month for it to be a column of dates (`numeric-columns.ts`). */
    dateColumnShare: number;
    /** Cells: fewest that make such a date column (a few amounts may happen to read as dates; `numeric-columns.ts`). */
    dateColumnMin: number;
    /** Cells: fewest a column under its own money label needs, however many lines the table has (`numeric-columns.ts`). */
    minLabelledCells: number;
    /** Share of the narrower of two figure clusters' spans that, overlapped, makes them one column (`numeric-columns.ts`). */
    sameColumnOverlap: number;
    /** Share of the table's lines (at least two cells) a figure cluster needs to be a column (`numeric-columns.ts`: an amount quoted in a narration is not). */
    supportShare: number;
    /** × the cells covered: left edges (or centres) win over right edges when they cover this many times as many cells (`numeric-columns.ts`). */
    edgeBeats: number;
    /** × the cells covered: or at least this share of as many cells in fewer columns (`numeric-columns.ts`). */
    edgeTie: number;
    /** × type size: a run of whole numbers makes a column only within this of a money label's extent (`numeric-columns.ts`). */
    wholeNumberReach: number;
  };
  cells: {
    /**
     * Points within which the edges of a column's values agree, and by which a value may start left of
     * its label: where values run past their label across the gap to the next one ("Value Date" over
     * `26-04-2024`), a column of them starting together under the label keeps its side of the learnt
     * boundary (`column-bounds.ts`).
     */
    labelTouch: number;
    /**
     * Share of the line's type size under which a word after a figure in a money column is a margin mark
     * (OMR or barcode glyphs), no part of the figure (`margin-marks.ts`).
     */
    marginMarkFont: number;
    /**
     * × type size: words of a line closer than this belong to one money cell (`money-cells.ts`). Read at
     * its default only: a line's money cells are found once and shared by every pass that reads them.
     */
    cellGap: number;
    /** × type size: a symbol glyph ("■", a dingbat) at most this far before a figure or a date is no part of the row (`symbol-glyphs.ts`). */
    symbolGap: number;
  };
  rows: {
    /** × type size: lines closer than this are neighbours whose spacing measures the table's line pitch (`rows.ts`). */
    pitchReach: number;
    /** The quantile of the neighbouring lines' spacings taken as the line pitch (`rows.ts`). */
    pitchQuantile: number;
    /** Points: the line pitch of a table whose lines have no neighbours to measure it from. */
    defaultPitch: number;
    /** × the line pitch: a gap wider than this never falls inside one wrapped row (`rows.ts`). */
    maxWrapGap: number;
    /** × the second-widest gap: the widest gap between two anchor rows is a clear split (row padding) only when it is this much wider. */
    clearSplitRatio: number;
    /** × the line pitch: and only when it is wider than this. */
    clearSplitPitch: number;
    /**
     * Rows: dated rows a table needs, all printing cents, for an undated row printing a whole figure to be
     * read as a stray (a page number, a count) rather than a movement (`undated-rows.ts`).
     */
    strayMinDated: number;
    /** Share of the dated rows that print a balance for an undated row without one to be no row of the table (`undated-rows.ts`). */
    balancedShare: number;
  };
  dates: {
    /** × type size: the gap between a stack of date parts in the margin and the row text beside it (`stacked-dates.ts`). */
    stackGap: number;
    /** × type size: lines of one date stack lie closer than this to the next (`stacked-dates.ts`). */
    stackPitch: number;
    /** Days: a row dated this far outside the printed period is still not flagged (a card's purchase posted in the period; `date-check.ts`). */
    periodSlackDays: number;
    /**
     * Days: a row dated this far outside the printed period is a misread date rather than a late posting (a year
     * taken from a number beside the date, day and month swapped): the balances prove its money, not its date,
     * so the verdict is at best `unverified` (`reconciliation.ts`).
     */
    periodMisreadDays: number;
    /** × the shorter span: when nothing else tells day from month, the order whose dates span far fewer days wins (`day-month-order.ts`). */
    spanRatio: number;
    /** Days: and the longer span is at least this long (`day-month-order.ts`). */
    spanMinDays: number;
  };
  amounts: {
    /** Figures: fewest that must show their decimal mark unambiguously before the document's number format is decided (`number-format.ts`). */
    decimalMinFigures: number;
    /** Share of those figures that must agree on the decimal mark (`number-format.ts`). */
    decimalShare: number;
    /**
     * A statement whose rows print whole amounts ("-20.011", "115.000": no decimal part) reads its labelled
     * opening and closing balances as whole figures too ("Saldo Anterior $ 45.874"): when at least this share
     * of the rows' money cells, and at least `wholeMoneyMin` of them, print no decimal part.
     */
    wholeMoneyShare: number;
    /** Cells: fewest money cells printing no decimal part before `wholeMoneyShare` applies. */
    wholeMoneyMin: number;
  };
  sections: {
    /**
     * Lines above each repeat of the table header searched for a heading naming one ISO currency code
     * ("Transaktionsübersicht - EUR"): a document whose every table carries one, naming two or more codes,
     * is read as one account per currency (`currency-sections.ts`).
     */
    currencyHeadingLines: number;
  };
  totals: {
    /** Rows: fewest a run of rows needs for a row printing their sum to be read as a subtotal (`subtotal-rows.ts`). */
    subtotalMinRows: number;
    /** Lines: most label lines a summary grid stacks over its figures (`summary-grid.ts`). */
    gridLabelLines: number;
    /** × type size: figures of a summary grid closer than this vertically share a row (`summary-grid.ts`). */
    gridSameRow: number;
    /** × type size: the largest gap between a summary grid's figures and the label line above them. */
    gridLineGap: number;
    /** × type size: the largest gap between two label lines of one summary grid. */
    gridLabelLineGap: number;
  };
  ordering: {
    /**
     * Nodes the permutation search may visit per group of rows sharing a timestamp (date, or date and
     * time) before it gives up and keeps the printed order. 20,000 orders a group of 8 rows in every
     * case and most larger day groups of a bank statement.
     */
    searchBudget: number;
    /**
     * Largest group of rows sharing a timestamp that may be checked as one posting when no order chains
     * row by row: offsetting entries (an overdraft draw and the payment it funds, a payment and its
     * charge) often all print the group's final balance. The group's net movement must still take the
     * balance before it to the one a row of the group prints, so an edited amount still breaks.
     */
    maxPostingGroup: number;
  };
  metadata: {
    /**
     * A bare `$` whose header names no country takes the currency of the country the rows' narrations name
     * (card descriptors ending "… VIC AUS") when at least this share of the rows name one country, and no
     * other country is named by half as many.
     */
    rowCountryShare: number;
  };
}

export const DEFAULT_SETTINGS: ReadingSettings = {
  lines: { baselineTolerance: 0.4, figureOffset: 0.65, hiddenOverlap: 0.15, wrapGap: 1.6, doubleDrawn: 0.3, repeatedShare: 0.5 },
  pages: {
    halfRows: 3,
    halfStartSpread: 1.5,
    halfBandGap: 3,
    gutterCrossing: 0.05,
    gutterClear: 0.25,
    panelLines: 3,
    panelProseWords: 3,
    panelStrip: 0.5,
    panelStartSpread: 1.5,
    panelGap: 3,
  },
  headers: {
    labelGroupGap: 1,
    maxHeaderLines: 3,
    stackedLineGap: 1.8,
    stackedSizeShare: 0.15,
    labelWordGap: 0.6,
    otherKinds: 3,
    signedPairOverlap: 0.5,
  },
  columns: {
    swapFactor: 1.5,
    swapMargin: 1,
    trailingChain: 0.8,
    minHeaderCells: 8,
    balanceFill: 0.8,
    dateColumnShare: 0.95,
    dateColumnMin: 5,
    minLabelledCells: 2,
    sameColumnOverlap: 0.5,
    supportShare: 0.02,
    edgeBeats: 1.3,
    edgeTie: 0.95,
    wholeNumberReach: 1.5,
  },
  cells: { labelTouch: 1, marginMarkFont: 0.6, cellGap: 0.75, symbolGap: 0.6 },
  rows: {
    pitchReach: 3,
    pitchQuantile: 0.25,
    defaultPitch: 12,
    maxWrapGap: 1.6,
    clearSplitRatio: 1.15,
    clearSplitPitch: 1.1,
    strayMinDated: 5,
    balancedShare: 0.9,
  },
  dates: { stackGap: 1.5, stackPitch: 1.6, periodSlackDays: 7, periodMisreadDays: 62, spanRatio: 4, spanMinDays: 31 },
  amounts: { decimalMinFigures: 3, decimalShare: 0.9, wholeMoneyShare: 0.9, wholeMoneyMin: 5 },
  sections: { currencyHeadingLines: 3 },
  totals: { subtotalMinRows: 3, gridLabelLines: 3, gridSameRow: 0.6, gridLineGap: 2.5, gridLabelLineGap: 1.6 },
  ordering: { searchBudget: 20_000, maxPostingGroup: 4 },
  metadata: { rowCountryShare: 0.2 },
};

export type SettingsOverride = { [K in keyof ReadingSettings]?: Partial<ReadingSettings[K]> };

/** The defaults with the given sections overridden. */
export function readingSettings(override: SettingsOverride = {}): ReadingSettings {
  const out = {} as Record<keyof ReadingSettings, unknown>;
  for (const k of Object.keys(DEFAULT_SETTINGS) as (keyof ReadingSettings)[]) out[k] = { ...DEFAULT_SETTINGS[k], ...override[k] };
  return out as ReadingSettings;
}
