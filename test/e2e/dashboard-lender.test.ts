import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { startStack, bearer, type Stack } from '../helpers/stack';
import { listen, type ApiServer } from '../../src/http/listen';
import { CallbackReceiver } from '../helpers/callback-receiver';
import { eventually } from '../helpers/eventually';
import { GAP, lenderRows, lenderStatement } from '../helpers/lender-statements';
import { bankStatement, letterPdf } from '../helpers/statements';
import { money, percent } from '../../web/src/format';
import { SIGNALS, signalOf, signalRows } from '../../web/src/signal-paths';
import { artifact, launchChromium } from './browser';
import { shownTransactions } from './page-checks';

// Browser globals used inside page.evaluate callbacks (the tests' tsconfig has no DOM library).
/* eslint-disable @typescript-eslint/no-explicit-any */
declare const document: any;
declare const window: any;

const BREAK_AT = 9;
const JANE = { holder: 'JANE WANJIRU APPLICANT', bank: 'HIGHLAND COMMERCIAL BANK LIMITED', breakAt: BREAK_AT };
const PETER = { holder: 'PETER KAMAU OTIENO', bank: 'RIFT VALLEY SAVINGS BANK PLC', account: '2200111222' };
const ratio = (n: number | null) => (n === null ? '—' : `${(n * 100).toFixed(1)}%`);

async function signIn(page: Page, base: string, token: string): Promise<void> {
  await page.goto(`${base}/dashboard`);
  await page.getByLabel('API token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Credits' }).waitFor();
}

/** The row indexes the transactions table shows, in order. */
const shownIndexes = async (page: Page) => (await shownTransactions(page)).map((t) => t.index);

describe('dashboard for lenders in headless Chromium: analysis sections, findings linked to rows, applicants, ledger, combined view', function () {
  this.timeout(300_000);
  let stack: Stack;
  let server: ApiServer;
  let base: string;
  let browser: Browser;
  let receiver: CallbackReceiver;
  let token: string;
  let orgId: string;
  const ids: Record<'jane' | 'peter' | 'combined' | 'letter' | 'short', string> = { jane: '', peter: '', combined: '', letter: '', short: '' };
  const results: Record<string, any> = {};

  before(async () => {
    stack = await startStack();
    server = await listen(stack.app, 0, '127.0.0.1');
    base = `http://127.0.0.1:${server.port}`;
    browser = await launchChromium();
    receiver = new CallbackReceiver();
    const hook = await receiver.start();
    ({ token, orgId } = await stack.org(10));
    const jane = await lenderStatement(JANE);
    const peter = await lenderStatement(PETER);
    const post = (file: Buffer, name: string) => stack.http.post('/v1/api/analysis').set(bearer(token)).attach('file', file, name);
    for (const [key, pending] of [
      ['jane', post(jane.bytes, 'jane.pdf')],
      ['peter', post(peter.bytes, 'peter.pdf')],
      ['letter', post(await letterPdf(), 'letter.pdf')],
      ['short', post((await bankStatement(6, 3)).bytes, 'short.pdf')],
      [
        'combined',
        stack.http
          .post('/v1/api/analysis-combined')
          .set(bearer(token))
          .attach('files', jane.bytes, 'jane.pdf')
          .attach('files', peter.bytes, 'peter.pdf')
          .field('callback_url', hook),
      ],
    ] as const) {
      const res = await pending;
      assert.ok(res.status === 200 || res.status === 202, JSON.stringify(res.body));
      ids[key] = res.body.task_id;
    }
    for (const key of ['jane', 'peter', 'combined', 'letter', 'short'] as const) {
      const body = await eventually(
        async () => (await stack.http.get(`/v1/api/analysis/${ids[key]}`).set(bearer(token))).body,
        (b) => b.status !== 'processing',
        120_000,
      );
      results[key] = body.result;
      assert.equal(body.status, key === 'letter' ? 'failed' : 'completed', `${key}: ${JSON.stringify(body).slice(0, 200)}`);
    }
  });
  after(async () => {
    await receiver?.stop();
    await browser?.close();
    await server?.close();
    await stack?.close();
  });

  it('shows betting, fees, counterparties, gaps, the debt-service ratio and the verdict; each break and finding opens its rows', async () => {
    const r = results.jane;
    const truth = lenderRows(BREAK_AT);
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const failures: string[] = [];
    page.on('pageerror', (e) => failures.push(e.message));
    await signIn(page, base, token);
    await page.goto(`${base}/dashboard#/tasks/${ids.jane}`);
    await page.getByTestId('analysis').waitFor();
    await page.locator('[data-testid="transactions-table"] tbody tr').first().waitFor();
    const text = async (id: string) => ((await page.getByTestId(id).textContent()) ?? '').trim();

    // Betting: the share as the API computes it, the stakes as the statement says.
    const stakes = truth.filter((t) => t.description.startsWith('SPORTPESA BET')).reduce((s, t) => s + t.amount, 0);
    assert.equal(await text('betting-share'), percent(r.betting.share_of_income));
    assert.match(await text('betting-stakes'), new RegExp(`^${money(stakes)} \\(3\\)`));
    assert.equal(await text('summary-betting'), percent(r.betting.share_of_income));
    // Fees: total and count as the API gives them; their rows are the statement's charge rows.
    const charges = truth.filter((t) => /CHARGE/.test(t.description));
    assert.equal(await text('fees-total'), money(r.fees.total));
    assert.equal(await text('fees-count'), String(charges.length));
    await page
      .getByTestId('fees-table')
      .getByRole('button', { name: /^Show .* \(fees/ })
      .first()
      .click();
    let focused = await shownTransactions(page);
    assert.deepEqual(
      focused.map((t) => t.description),
      charges.map((t) => t.description),
    );
    await page.getByRole('button', { name: 'Show all transactions' }).click();
    assert.equal((await shownTransactions(page)).length, truth.length);

    // Top counterparties in both directions.
    const inRows = await page.getByTestId('counterparties-in').locator('tbody tr').allTextContents();
    r.counterparties.top_in.forEach((c: { name: string; total: number }, i: number) => {
      assert.ok(inRows[i]!.startsWith(c.name) && inRows[i]!.includes(money(c.total)), `payer ${i + 1}: ${inRows[i]}`);
    });
    const outRows = await page.getByTestId('counterparties-out').locator('tbody tr').allTextContents();
    assert.equal(outRows.length, r.counterparties.top_out.length);

    // Debt-service ratio and the suggested instalment.
    assert.equal(await text('afford-dsr'), ratio(r.affordability.debt_service_ratio));
    assert.equal(await text('summary-dsr'), ratio(r.affordability.debt_service_ratio));
    assert.equal(await text('afford-instalment'), money(r.affordability.suggested_max_monthly_instalment));

    // The statement gap: the quiet fortnight, linked to the rows on either side of it.
    assert.equal(await text('gap-count'), '1');
    const gapRow = page.getByTestId('gaps-table').locator('tbody tr').first();
    assert.match((await gapRow.textContent())!, new RegExp(`${GAP.from}${GAP.to}17`));
    await gapRow.getByRole('button').click();
    focused = await shownTransactions(page);
    assert.deepEqual(
      focused.map((t) => t.date),
      [truth.filter((t) => t.date < GAP.from).at(-1)!.date, truth.find((t) => t.date > GAP.to)!.date],
    );

    // Reconciliation: the verdict, and the break opens exactly its row with the printed balance.
    assert.equal(await text('reconciliation-verdict'), 'unreconciled');
    assert.equal(await text('findings-verdict'), r.reconciliation.verdict);
    assert.deepEqual(
      r.reconciliation.balance_breaks.map((b: { index: number }) => b.index),
      [BREAK_AT],
    );
    await page
      .getByTestId('breaks-table')
      .getByRole('button', { name: /balance break/ })
      .click();
    await page.getByTestId('tx-focus').waitFor();
    focused = await shownTransactions(page);
    assert.deepEqual(
      focused.map((t) => [t.index, t.date, t.balance]),
      [[BREAK_AT, truth[BREAK_AT]!.date, truth[BREAK_AT]!.balance]],
    );
    // The table scrolls to the banner in an effect after the render that shows it: wait for that, not a frame.
    const inView = await page
      .waitForFunction(
        () => {
          const box = document.querySelector('[data-testid="tx-focus"]').getBoundingClientRect();
          return box.top >= 0 && box.top < window.innerHeight;
        },
        null,
        { timeout: 10_000 },
      )
      .then(
        () => true,
        () => false,
      );
    assert.ok(inView, 'the table scrolled to the picked rows');
    await page.locator('#transactions').screenshot({ path: artifact('lender-break-rows.png') });
    // So do the summary's break count and the risk finding for breaks; the page stays on the task.
    await page
      .locator('section.summary')
      .getByRole('button', { name: /balance breaks/ })
      .click();
    assert.deepEqual(await shownIndexes(page), [BREAK_AT]);
    assert.match(page.url(), new RegExp(`#/tasks/${ids.jane}$`));
    await page
      .getByTestId('risk-table')
      .getByRole('button', { name: /BALANCE_CONTINUITY_BREAKS/ })
      .click();
    assert.deepEqual(await shownIndexes(page), [BREAK_AT]);

    // Risk findings about a lender signal open that signal's rows (rules that compute them).
    for (const reason of r.integrity.reasons as { code: string }[]) {
      const signal = SIGNALS.find(
        (x) => x.id === ({ RETURNED_ITEMS: 'returned-items', ROUND_TRIPPING: 'round-trips' } as Record<string, string>)[reason.code],
      );
      if (!signal) continue;
      await page
        .getByTestId('risk-table')
        .getByRole('button', { name: new RegExp(reason.code) })
        .click();
      assert.deepEqual(await shownIndexes(page), signalRows(r, signal), reason.code);
    }

    // Lender signals newer than the original schema: shown with their rows when the result has them, else "not reported".
    for (const s of SIGNALS) {
      const found = signalOf(r, s.paths);
      const section = page.getByTestId(s.id);
      await section.screenshot({ path: artifact(`lender-real-signal-${s.id}.png`) });
      assert.equal(await section.getByRole('heading', { name: s.title }).count(), 1, s.title);
      if (!found) {
        assert.equal(await section.getByTestId(`${s.id}-absent`).count(), 1, `${s.id} says not reported`);
        continue;
      }
      assert.equal(await section.getByTestId(`${s.id}-value`).getAttribute('data-path'), found.path);
      const rows = signalRows(r, s);
      if (rows.length > 0) {
        await section
          .getByRole('button', { name: new RegExp(`\\(${s.title.toLowerCase()}\\)`) })
          .first()
          .click();
        assert.deepEqual(await shownIndexes(page), rows, `${s.id}: its rows`);
      }
    }
    await page.screenshot({ path: artifact('lender-analysis.png'), fullPage: true });
    for (const id of ['summary', 'findings', 'affordability', 'income', 'betting', 'fees', 'counterparties', 'period', 'balance'])
      await page.locator(`section:has(#${id}-title)`).screenshot({ path: artifact(`lender-section-${id}.png`) });
    assert.deepEqual(failures, []);
    await page.context().close();
  });

  it('renders the newer lender signals from whatever shape the result gives them, each row reference a link to its row', async () => {
    // The analysis rules that compute these signals land separately; until a result carries them, this test adds
    // them, in plausible shapes, to the real API answer for the real statement (indexes of its real rows).
    const r = results.jane;
    const at = (re: RegExp) => r.transactions.findIndex((t: { description: string }) => re.test(t.description));
    const returned = at(/CHEQUE RETURNED UNPAID/);
    const [reversed, reversal] = [at(/^POS PURCHASE CARREFOUR/), at(/^REVERSAL POS PURCHASE CARREFOUR/)];
    const [out, back] = [at(/^TRANSFER TO PETER/), at(/^TRANSFER FROM PETER/)];
    assert.ok([returned, reversed, reversal, out, back].every((i) => i >= 0));
    const salary = at(/^SALARY FEB/);
    // The shapes of the analysis rules of issue 19 (src/analysis: exceptions, overdraft_use, income.stability...).
    const signals = {
      exceptions: {
        returned_items: {
          count: 1,
          total: 15_000,
          fee_count: 1,
          fees: 1_000,
          months_with_returns: 1,
          by_kind: [{ kind: 'cheque', count: 1, total: 15_000 }],
          monthly: [{ month: '2024-01', count: 1, total: 15_000, fee_count: 1, fees: 1_000 }],
          items: [{ index: returned, date: '2024-01-15', type: 'debit', amount: 15_000, kind: 'cheque', fee: false, description: 'CHEQUE RETURNED' }],
        },
        reversals: {
          count: 1,
          matched: 1,
          credits: 3_100,
          debits: 0,
          pairs: [{ reversal_index: reversal, original_index: reversed, date: '2024-02-03', type: 'credit', amount: 3_100, description: 'REVERSAL' }],
        },
        round_trips: {
          count: 1,
          inflow_excluded: 20_000,
          outflow_excluded: 20_000,
          share_of_inflow: 6.24,
          pairs: [
            {
              kind: 'same_day',
              out_index: out,
              in_index: back,
              out_date: '2024-01-20',
              in_date: '2024-01-20',
              amount_out: 20_000,
              amount_in: 20_000,
              counterparty: 'PETER OTIENO',
            },
          ],
        },
      },
      recurring_outflows: {
        ...r.recurring_outflows,
        overdraft_use: {
          draws: 0,
          draw_count: 0,
          draws_per_month: 0,
          months_with_draws: 0,
          repaid: 0,
          repayment_count: 0,
          funded_spend: 0,
          funded_spend_count: 0,
          share_of_spend_funded: null,
          days_in_overdraft: 0,
          providers: [],
        },
        utilities: [{ kind: 'electricity', total: 2_500, count: 1, months: 1, monthly_average: 864.71 }],
        savings: undefined, // left out, to see the section say so
      },
      integrity: {
        ...r.integrity,
        reasons: [
          ...r.integrity.reasons.filter((x: { code: string }) => x.code !== 'RETURNED_ITEMS'),
          { code: 'RETURNED_ITEMS', points: 10, detail: '1 returned item(s)' },
        ],
      },
      income: {
        ...r.income,
        stability: {
          months_with_income: 3,
          month_count: 3,
          monthly: [{ month: '2024-01', inflow: 108_400, salary: 85_000 }],
          coefficient_of_variation: 0.0123,
          trend_slope: 0.01,
          trend: 'stable',
        },
        salary_outliers: [],
        large_credits: [{ index: salary, date: '2024-02-23', amount: 85_000, description: 'SALARY FEB', share_of_monthly_inflow: 0.7792 }],
      },
    };
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const failures: string[] = [];
    page.on('pageerror', (e) => failures.push(e.message));
    await page.route(`**/v1/api/analysis/${ids.jane}`, async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      await route.fulfill({ response: res, json: { ...body, result: { ...body.result, ...signals } } });
    });
    await signIn(page, base, token);
    await page.goto(`${base}/dashboard#/tasks/${ids.jane}`);
    await page.getByTestId('returned-items-value').waitFor();
    const section = (id: string) => page.getByTestId(id);
    const returnedSection = section('returned-items');
    assert.match((await returnedSection.textContent())!, /Count1Total15,000\.00Fee count1Fees1,000\.00Months with returns1/);
    assert.match((await returnedSection.getByTestId('signal-table-monthly').textContent())!, /2024-01115,000\.0011,000\.00/);
    await returnedSection.getByTestId('signal-table-items').getByRole('button').click();
    assert.deepEqual(await shownIndexes(page), [returned]);
    await page
      .getByTestId('risk-table')
      .getByRole('button', { name: /RETURNED_ITEMS/ })
      .click();
    assert.deepEqual(await shownIndexes(page), [returned], 'the risk finding opens the returned item');
    const stability = section('income-stability');
    assert.match((await stability.textContent())!, /Months with income3Month count3Coefficient of variation0\.0123Trend slope0\.01Trendstable/);
    await stability.getByTestId('signal-table-large_credits').getByRole('button').click();
    assert.deepEqual(await shownIndexes(page), [salary]);
    assert.match((await section('overdraft').textContent())!, /Share of spend funded—Days in overdraft0/);
    await section('reversals')
      .getByRole('button', { name: /\(reversals\)/ })
      .first()
      .click();
    assert.deepEqual(
      await shownIndexes(page),
      [reversed, reversal].sort((a, b) => a - b),
    );
    assert.match((await section('reversals').locator('thead').textContent())!, /Reversal rowOriginal row/);
    await section('round-trips').getByTestId('signal-table-pairs').getByRole('button').first().click();
    assert.deepEqual(await shownIndexes(page), [out]);
    assert.match((await section('utilities').textContent())!, /electricity2,500\.0011864\.71/);
    assert.equal(await section('savings').getByTestId('savings-absent').count(), 1, 'what the result lacks still says so');
    for (const s of SIGNALS.filter((x) => x.id !== 'savings')) {
      assert.equal(await page.getByTestId(`${s.id}-absent`).count(), 0, `${s.id} is shown`);
      await page.getByTestId(s.id).screenshot({ path: artifact(`lender-signal-${s.id}.png`) });
    }
    await page.screenshot({ path: artifact('lender-signals.png'), fullPage: true });
    assert.deepEqual(failures, []);
    await context.close();
  });

  it('says when a statement is too short or unreadable to judge, as the result does', async () => {
    const r = results.short;
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signIn(page, base, token);
    await page.goto(`${base}/dashboard#/tasks/${ids.short}`);
    await page.locator('[data-testid="transactions-table"] tbody tr').first().waitFor();
    const quality = r.data_quality as { verdict: string } | undefined;
    const alert = page.getByTestId('data-quality');
    if (quality && quality.verdict !== 'ok') {
      assert.match((await alert.textContent())!, new RegExp(`^Not enough to judge: ${quality.verdict.replace(/_/g, ' ')}`));
      assert.equal(((await page.getByTestId('summary-risk').textContent()) ?? '').split(' ')[0], r.integrity.risk_level);
    } else {
      assert.equal(await alert.count(), 0, 'no warning where the result has none');
    }
    await page.locator('section.summary').screenshot({ path: artifact('lender-short-summary.png') });
    await page.context().close();
  });

  it('task list names holder, bank, period, verdict and risk, and filters by text, status and risk', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signIn(page, base, token);
    const list = (await stack.http.get('/v1/api/analysis').set(bearer(token))).body.tasks as any[];
    for (const t of list) await page.locator(`tr[data-task-id="${t.task_id}"][data-status="${t.status}"]`).waitFor();
    const row = (key: keyof typeof ids) => page.locator(`tr[data-task-id="${ids[key]}"]`);
    for (const key of ['jane', 'peter', 'combined'] as const) {
      const s = list.find((t) => t.task_id === ids[key]).summary;
      const cells = row(key);
      assert.ok(s, `${key} has a summary`);
      assert.equal(await cells.locator('[data-cell="holder"]').textContent(), s.holder);
      assert.equal(await cells.locator('[data-cell="bank"]').textContent(), s.bank);
      assert.equal(await cells.locator('[data-cell="period"]').textContent(), `${s.period_start}${s.period_end}`);
      assert.equal(await cells.locator('[data-cell="verdict"]').textContent(), s.reconciliation);
      assert.equal(await cells.locator('[data-cell="risk"]').textContent(), `${s.risk_level} (${s.risk_score})`);
    }
    assert.equal(await row('jane').locator('[data-cell="holder"]').textContent(), JANE.holder);
    assert.equal(await row('peter').locator('[data-cell="bank"]').textContent(), PETER.bank);
    assert.equal(list.find((t) => t.task_id === ids.letter).summary, null);
    await page.screenshot({ path: artifact('lender-task-list.png'), fullPage: true });

    const shownIds = async () => page.$$eval('table.task-list tbody tr[data-task-id]', (trs: any[]) => trs.map((tr) => tr.dataset.taskId).sort());
    const expect = (...keys: (keyof typeof ids)[]) => keys.map((k) => ids[k]).sort();
    await page.getByLabel('Search holder, bank, account or file').fill('peter kamau');
    assert.deepEqual(await shownIds(), expect('peter', 'combined'));
    await page.getByLabel('Search holder, bank, account or file').fill('highland');
    assert.deepEqual(await shownIds(), expect('jane', 'combined'));
    await page.getByLabel('Search holder, bank, account or file').fill('');
    await page.getByLabel('Risk').selectOption('high');
    const high = list.filter((t) => t.summary?.risk_level === 'high').map((t) => t.task_id);
    assert.ok(high.includes(ids.jane), 'the statement with a balance break is high risk');
    assert.deepEqual(await shownIds(), high.sort());
    await page.getByLabel('Risk').selectOption('');
    await page.getByLabel('Status').selectOption('failed');
    assert.deepEqual(await shownIds(), expect('letter'));
    assert.match((await page.getByTestId('task-count').textContent())!, new RegExp(`^1 of ${list.length} loaded analyses match`));
    await page.getByLabel('Search holder, bank, account or file').fill('nobody at all');
    assert.match((await page.locator('table.task-list tbody').textContent())!, /No loaded analysis matches the filter/);
    await page.context().close();
  });

  it('lists the credit ledger newest first and pages to older movements', async () => {
    for (let i = 1; i <= 4; i++) await stack.core.credits.topUp(orgId, i);
    const total = await eventually(
      async () => (await stack.http.get('/v1/api/credits/ledger?limit=500').set(bearer(token))).body.entries as { seq: number }[],
      (e) => e.length >= 13,
    );
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signIn(page, base, token);
    const seqs = async () => (await page.locator('table.ledger tbody tr td:first-child').allTextContents()).map(Number);
    await page.waitForFunction(() => document.querySelectorAll('table.ledger tbody tr').length === 10);
    const first = await seqs();
    const newest = Math.max(...total.map((e) => e.seq));
    assert.equal(first[0], newest, 'the latest movement comes first');
    assert.deepEqual(
      first,
      [...first].sort((a, b) => b - a),
    );
    assert.match((await page.locator('table.ledger tbody tr').first().textContent())!, /Top-up.*\+4/);
    await page.getByRole('button', { name: 'Older' }).click();
    await page.waitForFunction((n: number) => Number(document.querySelector('table.ledger tbody tr td')?.textContent) < n, first.at(-1)!);
    const second = await seqs();
    assert.deepEqual(
      second,
      total
        .map((e) => e.seq)
        .filter((s) => s < first.at(-1)!)
        .sort((a, b) => b - a)
        .slice(0, 10),
    );
    await page.getByRole('button', { name: 'Newer' }).click();
    await page.waitForFunction((n: number) => Number(document.querySelector('table.ledger tbody tr td')?.textContent) === n, newest);
    await page.locator('section.credits').screenshot({ path: artifact('lender-ledger.png') });
    await page.context().close();
  });

  it('shows a combined analysis: statements, transfers between them (each opening its row), and the consolidated view', async () => {
    const c = results.combined;
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const failures: string[] = [];
    page.on('pageerror', (e) => failures.push(e.message));
    await signIn(page, base, token);
    await page.goto(`${base}/dashboard#/tasks/${ids.combined}`);
    await page.getByTestId('combined').waitFor();
    assert.equal(await page.getByTestId('analysis').getAttribute('data-kind'), 'combined');
    const statements = await page.getByTestId('combined-statements').locator('tbody tr').allTextContents();
    assert.equal(statements.length, c.statements.length);
    assert.ok(statements[0]!.includes(JANE.holder) && statements[1]!.includes(PETER.holder), statements.join(' | '));
    const v = c.consolidated[0];
    assert.equal(((await page.getByTestId('consolidated-inflow').textContent()) ?? '').trim(), money(v.cash_flow.inflow.total));
    assert.equal(((await page.getByTestId('consolidated-outflow').textContent()) ?? '').trim(), money(v.cash_flow.outflow.total));
    assert.ok(c.inter_account_transfers.length > 0, 'the two accounts sent each other money');
    const transfers = page.getByTestId('combined-transfers').locator('tbody tr');
    assert.equal(await transfers.count(), c.inter_account_transfers.length);
    await page.screenshot({ path: artifact('lender-combined.png'), fullPage: true });

    // A transfer's credit leg opens its statement with that row picked.
    const t = c.inter_account_transfers[0];
    await transfers
      .first()
      .getByRole('button', { name: /transfer in/ })
      .click();
    await page.getByTestId('tx-focus').waitFor();
    assert.equal(await page.getByRole('button', { name: new RegExp(`^Statement ${t.to.statement + 1}:`) }).getAttribute('aria-pressed'), 'true');
    const shown = await shownTransactions(page);
    assert.deepEqual(
      shown.map((x) => [x.index, x.description]),
      [[t.to.index, t.to.description]],
    );
    // Each statement has its full analysis, with its own reconciliation.
    assert.equal(
      ((await page.getByTestId('reconciliation-verdict').textContent()) ?? '').trim(),
      c.statements[t.to.statement].reconciliation.verdict,
    );
    await page.getByRole('button', { name: /^Consolidated KES/ }).click();
    await page.getByTestId('consolidated-KES').waitFor();
    assert.deepEqual(failures, []);
    await page.context().close();
  });

  it('fits a phone screen with the new sections', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await signIn(page, base, token);
    const overflow = () => page.evaluate(() => Math.max(document.documentElement.scrollWidth, window.innerWidth) - 390);
    assert.ok((await overflow()) <= 0, `home fits (overflow ${await overflow()}px)`);
    for (const key of ['jane', 'combined'] as const) {
      await page.goto(`${base}/dashboard#/tasks/${ids[key]}`);
      await page.getByTestId('analysis').waitFor();
      await page.locator('[data-testid="transactions-table"], [data-testid="combined"]').first().waitFor();
      assert.ok((await overflow()) <= 0, `${key} fits (overflow ${await overflow()}px)`);
    }
    await page.screenshot({ path: artifact('lender-phone-combined.png'), fullPage: true });
    await context.close();
  });
});
