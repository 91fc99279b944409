import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import { startStack, type Stack } from '../helpers/stack';
import { listen, type ApiServer } from '../../src/http/listen';
import { buildFixture, layoutById, type Fixture } from '../fixtures';
import { parseCsv } from '../helpers/csv-parse';
import { letterPdf } from '../helpers/statements';
import { artifact, launchChromium } from './browser';
import { paintedShare, shownTransactions } from './page-checks';

// Browser globals used inside page.evaluate callbacks (the tests' tsconfig has no DOM library).
/* eslint-disable @typescript-eslint/no-explicit-any */
declare const document: any;
declare const window: any;
declare const localStorage: any;
declare const sessionStorage: any;
declare const MutationObserver: any;

const PASSWORD = 'dash-pw-2468';
const cents = (n: number) => Math.round(n * 100);

async function signIn(page: Page, base: string, token: string): Promise<void> {
  await page.goto(`${base}/dashboard`);
  await page.getByLabel('API token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Credits' }).waitFor();
}

describe('dashboard in headless Chromium (real stack, real Temporal)', function () {
  this.timeout(240_000);
  let stack: Stack;
  let server: ApiServer;
  let base: string;
  let browser: Browser;
  let fixture: Fixture;

  before(async () => {
    stack = await startStack();
    server = await listen(stack.app, 0, '127.0.0.1');
    base = `http://127.0.0.1:${server.port}`;
    browser = await launchChromium();
    fixture = await buildFixture(layoutById('highland-bank'), { name: 'e2e-dashboard', rows: 36, encryption: 'aes-128', password: PASSWORD });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    await stack?.close();
  });

  it('signs in, uploads with progress, shows the analysis with the right numbers, sorts, filters, downloads, signs out', async () => {
    const { token } = await stack.org(5);
    await stack.core.projector.catchUp(); // the credits read model shows the top-up from the first look
    const truth = fixture.truth.response!;
    const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    const failures: string[] = [];
    page.on('pageerror', (e) => failures.push(e.message));
    // Console errors other than the expected 401/403 answers (signed-out check, the CSRF probe), e.g. CSP violations.
    page.on('console', (m) => {
      if (m.type() === 'error' && !/Failed to load resource: the server responded with a status of 40[13]/.test(m.text())) failures.push(m.text());
    });

    // Sign in with the keyboard: the token field has focus first, Enter submits.
    await page.goto(`${base}/dashboard`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.screenshot({ path: artifact('desktop-1-sign-in.png') });
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'token');
    await page.keyboard.type(token);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Credits' }).waitFor();

    const [cookie] = (await context.cookies()).filter((c) => c.name === 'bsa_session');
    assert.ok(cookie, 'session cookie set');
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Strict');
    assert.equal(cookie.secure, false, 'plain http');
    assert.equal(cookie.path, '/');
    const exposed = await page.evaluate(() => ({
      cookie: document.cookie,
      local: localStorage.length,
      session: sessionStorage.length,
      html: document.documentElement.outerHTML,
    }));
    assert.ok(!exposed.cookie.includes('bsa_session'), 'HttpOnly: not readable by scripts');
    assert.equal(exposed.local + exposed.session, 0, 'nothing in web storage');
    assert.ok(!exposed.html.includes(token), 'the token is not in the page');
    await page.waitForFunction(() => document.querySelector('[data-testid="credit-balance"]')?.textContent === '5');
    assert.equal(await page.textContent('[data-testid="credit-reserved"]'), '0');
    assert.match((await page.textContent('table.ledger tbody'))!, /Top-up/);

    // A state-changing call without the CSRF header is refused, even from the page's own origin.
    const csrf = await page.evaluate(async () => (await fetch('/v1/api/session', { method: 'DELETE', credentials: 'same-origin' })).status);
    assert.equal(csrf, 403);

    // Upload with a password; record the progress bar's values as the page shows them.
    await page.evaluate(() => {
      const seen: number[] = (window.__progress = []);
      new MutationObserver(() => {
        const p = document.querySelector('progress');
        if (p) seen.push(Number(p.value));
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.setInputFiles('#upload-file', { name: 'highland-august.pdf', mimeType: 'application/pdf', buffer: Buffer.from(fixture.pdf) });
    await page.getByLabel('Password (if the PDF has one)').fill(PASSWORD);
    await page.getByRole('button', { name: 'Upload and analyse' }).click();
    await page.getByText('Submitted: highland-august.pdf is being analysed.').waitFor();
    const progress = await page.evaluate(() => window.__progress);
    assert.ok(progress.length > 0 && progress.includes(1), `the progress bar showed the upload (${progress.join(',')})`);
    const row = page.locator('tr', { hasText: 'highland-august.pdf' });
    await row.waitFor();
    const taskId = (await row.getAttribute('data-task-id'))!;
    await page.screenshot({ path: artifact('desktop-2-uploaded.png'), fullPage: true });
    await page.locator('tr[data-status="completed"]', { hasText: 'highland-august.pdf' }).waitFor({ timeout: 120_000 });
    await page.waitForFunction(() => document.querySelector('[data-testid="credit-balance"]')?.textContent === '4');
    const charged = page.locator('table.ledger tbody tr', { hasText: 'Charged' });
    await charged.waitFor();
    assert.match(
      (await charged.textContent())!,
      new RegExp(`POST /v1/api/analysis · task ${taskId.slice(0, 8)}`),
      'the ledger says what the credit paid for',
    );
    await row.getByRole('link', { name: 'View analysis' }).click();
    await page.getByTestId('analysis').waitFor();
    await page.locator('[data-testid="transactions-table"] tbody tr').first().waitFor();

    for (const id of ['chart-monthly', 'chart-categories', 'chart-balance']) {
      const share = await paintedShare(page, id);
      assert.ok(share > 0.01, `${id} is drawn (${(share * 100).toFixed(2)}% painted)`);
    }
    const credits = truth.transactions.filter((t) => t.type === 'credit');
    const debits = truth.transactions.filter((t) => t.type === 'debit');
    const sum = (ts: typeof credits) => ts.reduce((s, t) => s + cents(t.amount), 0);
    const shownMoney = async (id: string) => cents(Number((await page.textContent(`[data-testid="summary-${id}"]`))!.replace(/[^0-9.-]/g, '')));
    assert.equal(await shownMoney('inflow'), sum(credits));
    assert.equal(await shownMoney('outflow'), sum(debits));
    const polled = await page.request.get(`${base}/v1/api/analysis/${taskId}`);
    const verdict = (await polled.json()).result.reconciliation.verdict as string;
    assert.match(verdict, /^(reconciled|unverified|unreconciled)$/);
    assert.equal(await page.textContent('[data-testid="reconciliation-verdict"]'), verdict, 'the verdict as the API gives it');

    const shown = await shownTransactions(page);
    assert.equal(shown.length, truth.transactions.length);
    shown.forEach((s, i) => {
      const t = truth.transactions[i]!;
      assert.deepEqual(
        [s.date, s.type, cents(s.amount), s.balance === null ? null : cents(s.balance)],
        [t.date, t.type, cents(t.amount), t.balance === null ? null : cents(t.balance)],
        `row ${i + 1}`,
      );
      assert.equal(s.description, t.description);
    });
    await page.screenshot({ path: artifact('desktop-3-analysis.png'), fullPage: true });
    for (const id of ['monthly', 'categories', 'balance']) {
      await page.locator(`section:has(#chart-${id})`).screenshot({ path: artifact(`desktop-chart-${id}.png`) });
    }

    // Sort by amount, ascending (with the keyboard) then descending.
    const amountHeader = page.getByRole('button', { name: /^Amount/ });
    await amountHeader.focus();
    await page.keyboard.press('Enter');
    let amounts = (await shownTransactions(page)).map((s) => cents(s.amount));
    assert.deepEqual(
      amounts,
      [...amounts].sort((a, b) => a - b),
    );
    assert.equal(await page.getAttribute('th:has(button:text("Amount"))', 'aria-sort'), 'ascending');
    await amountHeader.click();
    amounts = (await shownTransactions(page)).map((s) => cents(s.amount));
    assert.deepEqual(
      amounts,
      [...amounts].sort((a, b) => b - a),
    );
    assert.equal(amounts[0], Math.max(...truth.transactions.map((t) => cents(t.amount))));

    // Filter: debits only, then a word of one description.
    await page.getByLabel('Type').selectOption('debit');
    let filtered = await shownTransactions(page);
    assert.equal(filtered.length, debits.length);
    assert.ok(filtered.every((s) => s.type === 'debit'));
    await page.getByLabel('Type').selectOption('');
    const word = truth.transactions[3]!.description.split(' ').find((w) => w.length > 4)!;
    await page.getByLabel('Search description').fill(word);
    filtered = await shownTransactions(page);
    assert.equal(filtered.length, truth.transactions.filter((t) => t.description.toLowerCase().includes(word.toLowerCase())).length);
    assert.ok(filtered.length > 0);
    await page.getByLabel('Search description').fill('');

    // Downloads with the session cookie.
    const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    const csvPath = artifact('e2e-analysis.csv');
    await csvDownload.saveAs(csvPath);
    const [header, ...rows] = parseCsv(fs.readFileSync(csvPath, 'utf8'));
    assert.equal(rows.length, truth.transactions.length);
    const col = (h: string) => header!.indexOf(h);
    rows.forEach((r, i) => {
      const t = truth.transactions[i]!;
      assert.deepEqual(
        [r[col('date')], r[col('type')], cents(Number(r[col('amount')])), r[col('description')]],
        [t.date, t.type, cents(t.amount), t.description],
      );
    });
    const [xlsxDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download XLSX' }).click()]);
    const xlsxPath = artifact('e2e-analysis.xlsx');
    await xlsxDownload.saveAs(xlsxPath);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(xlsxPath);
    assert.equal(wb.getWorksheet('Transactions')!.rowCount, truth.transactions.length + 1);

    // Sign out: the cookie is gone and the API refuses the old session's absence.
    await page.getByRole('link', { name: '← All analyses' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    assert.equal((await context.cookies()).filter((c) => c.name === 'bsa_session').length, 0);
    assert.equal((await page.request.get(`${base}/v1/api/credits`)).status(), 401);
    assert.deepEqual(failures, [], 'no script errors');
    await context.close();
  });

  it("shows a refused upload's reason (no credit used) and a task that fails, then the settled credits", async () => {
    const { token } = await stack.org(3);
    await stack.core.projector.catchUp(); // the credits read model shows the top-up from the first look
    const context = await browser.newContext({ viewport: { width: 1024, height: 800 } });
    const page = await context.newPage();
    await signIn(page, base, token);
    await page.setInputFiles('#upload-file', { name: 'locked.pdf', mimeType: 'application/pdf', buffer: Buffer.from(fixture.pdf) });
    await page.getByLabel('Password (if the PDF has one)').fill('not-the-password');
    await page.getByRole('button', { name: 'Upload and analyse' }).click();
    const alert = page.locator('form.upload [role="alert"]');
    await alert.waitFor();
    assert.match((await alert.textContent())!, /password/i);
    assert.equal(await page.getByLabel('Password (if the PDF has one)').inputValue(), '', 'the password is not kept in the form');

    await page.setInputFiles('#upload-file', { name: 'letter.pdf', mimeType: 'application/pdf', buffer: await letterPdf() });
    await page.getByRole('button', { name: 'Upload and analyse' }).click();
    const failed = page.locator('tr[data-status="failed"]', { hasText: 'letter.pdf' });
    await failed.waitFor({ timeout: 120_000 });
    assert.ok(((await failed.locator('.task-error').textContent()) ?? '').trim().length > 0, 'the failure reason is shown');
    assert.equal(await failed.getByRole('link', { name: 'View analysis' }).count(), 0);
    // The refused upload cost nothing; the accepted one is billed although its job failed (README, API decisions).
    await page.waitForFunction(() => document.querySelector('[data-testid="credit-reserved"]')?.textContent === '0');
    assert.equal(await page.textContent('[data-testid="credit-balance"]'), '2');
    assert.equal(await page.textContent('[data-testid="credit-available"]'), '2');
    await page.screenshot({ path: artifact('desktop-4-failed.png'), fullPage: true });
    await context.close();
  });

  it('works on a phone-sized screen: no sideways scrolling, readable analysis', async () => {
    const { token } = await stack.org(2);
    await stack.core.projector.catchUp(); // the credits read model shows the top-up from the first look
    const res = await stack.http
      .post('/v1/api/analysis')
      .set({ Authorization: `Bearer ${token}` })
      .attach('file', Buffer.from(fixture.pdf), 'phone.pdf')
      .field('password', PASSWORD);
    assert.equal(res.status, 202, JSON.stringify(res.body));
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await signIn(page, base, token);
    await page.locator('tr[data-status="completed"]', { hasText: 'phone.pdf' }).waitFor({ timeout: 120_000 });
    // Against the device width: a mobile browser widens its layout viewport to fit content that overflows.
    const overflow = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, window.innerWidth) - 390);
    assert.ok(overflow <= 0, `home page fits the screen width (overflow ${overflow}px)`);
    await page.screenshot({ path: artifact('phone-1-home.png'), fullPage: true });
    await page.getByRole('link', { name: 'View analysis' }).click();
    await page.locator('[data-testid="transactions-table"] tbody tr').first().waitFor();
    assert.ok((await paintedShare(page, 'chart-monthly')) > 0.01);
    const overflowAnalysis = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, window.innerWidth) - 390);
    assert.ok(overflowAnalysis <= 0, `analysis fits the screen width; wide tables scroll inside their box (overflow ${overflowAnalysis}px)`);
    assert.equal((await shownTransactions(page)).length, fixture.truth.response!.transactions.length);
    await page.screenshot({ path: artifact('phone-2-analysis.png'), fullPage: true });
    await page.screenshot({ path: artifact('phone-3-analysis-top.png') });
    await page.locator('section:has([data-testid="transactions-table"])').screenshot({ path: artifact('phone-4-transactions.png') });
    await context.close();
  });
});
