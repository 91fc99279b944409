import type { Page } from 'playwright-core';

/* eslint-disable @typescript-eslint/no-explicit-any -- browser-side callbacks: the tests' tsconfig has no DOM library */

/** Share of a canvas's pixels that are painted (non-transparent): 0 for a blank chart. */
export function paintedShare(page: Page, canvasId: string): Promise<number> {
  return page.$eval(`#${canvasId}`, (el: any) => {
    const c = el;
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let painted = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++;
    return painted / (c.width * c.height);
  });
}

/** Rows of the transactions table as shown: index, date, description, signed amount, balance. */
export function shownTransactions(
  page: Page,
): Promise<{ index: number; date: string; description: string; amount: number; type: string; balance: number | null }[]> {
  return page.$$eval('[data-testid="transactions-table"] tbody tr', (trs: any[]) =>
    trs.map((tr) => {
      const td: string[] = Array.from(tr.querySelectorAll('td') as ArrayLike<{ textContent: string | null }>).map((c) => c.textContent ?? '');
      const num = (s: string) => (/\d/.test(s) ? Number(s.replace(/[^0-9.]/g, '')) : null);
      return {
        index: Number(td[0]) - 1,
        date: td[1]!,
        description: td[2]!,
        amount: num(td[4]!)!,
        type: String(tr.dataset.type),
        balance: td[5]!.includes('−') || td[5]!.startsWith('-') ? -num(td[5]!)! : num(td[5]!),
      };
    }),
  );
}
