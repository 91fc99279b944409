/**
 * The tolerances of the engine's decision machinery in one documented object, passed in rather than
 * buried (as pdfplumber's `table_settings`). `extractStatement(text, { settings })` takes a partial
 * override per section; everything not given keeps its default. Geometric tolerances of line and
 * column finding still live beside their readers (layout, columns) and move here as they are touched.
 */
export interface ReadingSettings {
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
  columns: {
    /**
     * Debit and credit columns are read the other way round only when that reading chains more than
     * `swapFactor` × the chained rows as labelled, plus `swapMargin`.
     */
    swapFactor: number;
    swapMargin: number;
    /**
     * Share of neighbouring rows whose balances must differ by exactly the later row's movement for the
     * figure that ends each narration to be read as the movement and the money column as the balance
     * (`trailing-amounts.ts`: a text layer that lost its column spacing).
     */
    trailingChain: number;
  };
  cells: {
    /**
     * Points within which the edges of a column's values agree, and by which a value may start left of
     * its label: where values run past their label across the gap to the next one ("Value Date" over
     * `26-04-2024`), a column of them starting together under the label keeps its side of the learnt
     * boundary (`column-bounds.ts`).
     */
    labelTouch: number;
  };
  sections: {
    /**
     * Lines above each repeat of the table header searched for a heading naming one ISO currency code
     * ("Transaktionsübersicht - EUR"): a document whose every table carries one, naming two or more codes,
     * is read as one account per currency (`currency-sections.ts`).
     */
    currencyHeadingLines: number;
  };
  numbers: {
    /**
     * A statement whose rows print whole amounts ("-20.011", "115.000": no decimal part) reads its labelled
     * opening and closing balances as whole figures too ("Saldo Anterior $ 45.874"): when at least this share
     * of the rows' money cells, and at least `wholeMoneyMin` of them, print no decimal part.
     */
    wholeMoneyShare: number;
    wholeMoneyMin: number;
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
  ordering: { searchBudget: 20_000, maxPostingGroup: 4 },
  columns: { swapFactor: 1.5, swapMargin: 1, trailingChain: 0.8 },
  cells: { labelTouch: 1 },
  sections: { currencyHeadingLines: 3 },
  numbers: { wholeMoneyShare: 0.9, wholeMoneyMin: 5 },
  metadata: { rowCountryShare: 0.2 },
};

export type SettingsOverride = { [K in keyof ReadingSettings]?: Partial<ReadingSettings[K]> };

/** The defaults with the given sections overridden. */
export function readingSettings(override: SettingsOverride = {}): ReadingSettings {
  return {
    ordering: { ...DEFAULT_SETTINGS.ordering, ...override.ordering },
    columns: { ...DEFAULT_SETTINGS.columns, ...override.columns },
    cells: { ...DEFAULT_SETTINGS.cells, ...override.cells },
    sections: { ...DEFAULT_SETTINGS.sections, ...override.sections },
    numbers: { ...DEFAULT_SETTINGS.numbers, ...override.numbers },
    metadata: { ...DEFAULT_SETTINGS.metadata, ...override.metadata },
  };
}
