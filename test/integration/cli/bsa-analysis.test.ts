import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { startStack, type Stack } from '../../helpers/stack';
import { listen, type ApiServer } from '../../../src/http/listen';
import { CallbackReceiver } from '../../helpers/callback-receiver';
import { bankStatement, letterPdf, mpesaStatement } from '../../helpers/statements';
import { bsa, type BsaRun } from '../../helpers/bsa-cli';
import type { TruthRow } from '../../helpers/pdf-statements';

/**
 * `bsa` end to end: the real bin as a child process against the real API on a real port, the shared Temporal
 * dev server and a worker.
 */
describe('bsa command-line client: extraction and analysis', function () {
  this.timeout(180_000);
  let stack: Stack;
  let api: ApiServer;
  let dir: string;
  let env: Record<string, string>;
  let orgId: string;
  let statement: { bytes: Buffer; truth: TruthRow[] };
  const PASSWORD = 'pw-4471-secret';
  const runs: BsaRun[] = [];
  const run = async (args: string[], extra: Record<string, string> = {}) => {
    const r = await bsa(args, { ...env, ...extra });
    runs.push(r);
    return r;
  };
  const file = (name: string) => path.join(dir, name);
  const balance = async () => (await stack.core.credits.balance(orgId)).balance;

  before(async () => {
    stack = await startStack();
    api = await listen(stack.app, 0, '127.0.0.1');
    const org = await stack.org(20);
    orgId = org.orgId;
    env = { BSA_URL: `http://127.0.0.1:${api.port}`, BSA_TOKEN: org.token };
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsa-cli-'));
    statement = await bankStatement(14, 21);
    fs.writeFileSync(file('statement.pdf'), statement.bytes);
    fs.writeFileSync(file('locked.pdf'), (await mpesaStatement(9, 5, PASSWORD)).bytes);
    fs.writeFileSync(file('letter.pdf'), await letterPdf());
  });
  after(async () => {
    await api?.close();
    await stack?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('transactions --format json prints the extraction, row for row', async () => {
    const r = await run(['transactions', file('statement.pdf')]);
    assert.equal(r.code, 0, r.stderr);
    const body = JSON.parse(r.stdout);
    assert.equal(body.no_of_transactions, statement.truth.length);
    assert.deepEqual(
      body.transactions.map((t: TruthRow) => [t.date, t.amount, t.type, t.balance]),
      statement.truth.map((t) => [t.date, t.amount, t.type, t.balance]),
    );
  });

  it('transactions --format csv, with a password, prints one header and one line per transaction', async () => {
    const r = await run(['transactions', file('locked.pdf'), '--password', PASSWORD, '--format', 'csv']);
    assert.equal(r.code, 0, r.stderr);
    const lines = r.stdout.trimEnd().split('\r\n');
    assert.equal(lines[0], 'date,description,type,amount,balance');
    assert.equal(lines.length, 1 + 9);
    assert.match(lines[1]!, /^\d{4}-\d{2}-\d{2},.*,(credit|debit),\d+\.\d{2},-?\d+\.\d{2}$/);
  });

  it('transactions --format xlsx -o FILE writes a workbook that reads back with the same numbers', async () => {
    const out = file('tx.xlsx');
    const r = await run(['transactions', file('statement.pdf'), '--format', 'xlsx', '--output', out]);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stdout, '');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(out);
    const sheet = wb.getWorksheet('Transactions')!;
    assert.equal(sheet.rowCount, 1 + statement.truth.length);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const amountCol = header.indexOf('amount') + 1;
    const balanceCol = header.indexOf('balance') + 1;
    statement.truth.forEach((t, i) => {
      assert.equal(sheet.getRow(i + 2).getCell(amountCol).value, t.amount);
      assert.equal(sheet.getRow(i + 2).getCell(balanceCol).value, t.balance);
    });
  });

  it('refuses xlsx without --output, a missing file and a wrong password without spending a credit', async () => {
    const before = await balance();
    const noOutput = await run(['transactions', file('statement.pdf'), '--format', 'xlsx']);
    assert.equal(noOutput.code, 2);
    assert.match(noOutput.stderr, /^error: output_required: /);
    const missing = await run(['transactions', file('nope.pdf')]);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /^error: file_unreadable: cannot read .*nope\.pdf: no such file/);
    const wrong = await run(['transactions', file('locked.pdf'), '--password', 'not-it']);
    assert.equal(wrong.code, 1);
    assert.match(wrong.stderr, /^error: password_incorrect: .+\nrequest id: \S+\n$/);
    assert.equal(await balance(), before);
  });

  it('submit --wait follows the task to completion and prints the analysis; one credit', async () => {
    const before = await balance();
    const r = await run(['submit', file('statement.pdf'), '--wait']);
    assert.equal(r.code, 0, r.stderr);
    const result = JSON.parse(r.stdout);
    assert.equal(result.statement.no_of_transactions, statement.truth.length);
    assert.equal(result.transactions.length, statement.truth.length);
    const taskId = /task ([0-9a-f-]{36})/.exec(r.stderr)![1]!;
    assert.match(r.stderr, new RegExp(`task ${taskId}: completed`));
    assert.equal(await balance(), before - 1);

    const csv = await run(['result', taskId, '--format', 'csv']);
    assert.equal(csv.code, 0, csv.stderr);
    const lines = csv.stdout.trimEnd().split('\r\n');
    assert.match(lines[0]!, /^index,date,description,type,amount,balance,category,/);
    assert.equal(lines.length, 1 + statement.truth.length);
    const status = await run(['status', taskId]);
    assert.deepEqual(JSON.parse(status.stdout), { status: 'completed', task_id: taskId });
  });

  it('submit without --wait prints the accepted task; result --wait -o saves the workbook', async () => {
    const r = await run(['submit', file('statement.pdf')]);
    assert.equal(r.code, 0, r.stderr);
    const accepted = JSON.parse(r.stdout);
    assert.equal(accepted.status, 'processing');
    const out = file('analysis.xlsx');
    const saved = await run(['result', accepted.task_id, '--wait', '--format', 'xlsx', '-o', out]);
    assert.equal(saved.code, 0, saved.stderr);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(out);
    assert.equal(wb.getWorksheet('Transactions')!.rowCount, 1 + statement.truth.length);
    assert.ok(wb.getWorksheet('Summary'), 'an analysis workbook has a Summary sheet');
  });

  it('result --wait rides out 503s from the service (retried with backoff); a 404 is not retried', async () => {
    const accepted = JSON.parse((await run(['submit', file('statement.pdf')])).stdout);
    // A real HTTP front that answers 503 twice, then passes requests through to the API.
    let refused = 0;
    const front = http.createServer(async (req, res) => {
      if (refused < 2) {
        refused++;
        res.writeHead(503, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { code: 'datastore_unreachable', message: 'down' } }));
        return;
      }
      const upstream = await fetch(`${env.BSA_URL}${req.url}`, { headers: { authorization: String(req.headers.authorization) } });
      res.writeHead(upstream.status, { 'Content-Type': 'application/json' }).end(await upstream.text());
    });
    await new Promise<void>((r) => front.listen(0, '127.0.0.1', () => r()));
    try {
      const url = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
      const r = await run(['result', accepted.task_id, '--wait', '--url', url]);
      assert.equal(r.code, 0, r.stderr);
      assert.equal(refused, 2);
      assert.equal(JSON.parse(r.stdout).transactions.length, statement.truth.length);
      const unknown = await run(['result', '00000000-0000-4000-8000-000000000000', '--wait', '--url', url]);
      assert.equal(unknown.code, 1);
      assert.match(unknown.stderr, /^error: not_found: /);
    } finally {
      front.closeAllConnections();
      await new Promise<void>((r) => front.close(() => r()));
    }
  });

  it('a task that fails exits 4 with its error, for submit --wait and for result', async () => {
    const r = await run(['submit', file('letter.pdf'), '--wait', '--no-progress']);
    assert.equal(r.code, 4, r.stderr);
    const taskId = /task ([0-9a-f-]{36})/.exec(r.stderr)![1]!;
    assert.match(r.stderr, new RegExp(`error: task_failed: task ${taskId}: .*statement`, 'i'));
    assert.equal(r.stdout, '');
    const again = await run(['result', taskId]);
    assert.equal(again.code, 4);
    const status = await run(['status', taskId]);
    assert.equal(status.code, 0);
    assert.equal(JSON.parse(status.stdout).status, 'failed');
  });

  it('combined sends every file with positional passwords and the callback receives the combined result', async () => {
    const receiver = new CallbackReceiver();
    const hook = await receiver.start();
    try {
      const r = await run(['combined', file('statement.pdf'), file('locked.pdf'), '--passwords', '', PASSWORD, '--callback-url', hook]);
      assert.equal(r.code, 0, r.stderr);
      const accepted = JSON.parse(r.stdout);
      assert.equal(accepted.status, 'processing');
      const [cb] = await receiver.waitFor(1);
      assert.equal(cb!.json.task_id, accepted.task_id);
      assert.equal(cb!.json.status, 'completed');
      assert.equal((cb!.json.result as { statements: unknown[] }).statements.length, 2);
      // The combined result only arrives by callback: `bsa export` turns the saved request into files.
      const h = cb!.headers;
      fs.writeFileSync(
        file('combined.http'),
        `POST /hook HTTP/1.1\r\nContent-Type: ${h['content-type']}\r\nContent-Length: ${Buffer.byteLength(cb!.body)}\r\n\r\n${cb!.body}`,
      );
      const csv = await run(['export', file('combined.http'), '--format', 'csv']);
      assert.equal(csv.code, 0, csv.stderr);
      const lines = csv.stdout.trimEnd().split('\r\n');
      assert.match(lines[0]!, /^statement,account,index,date,/);
      assert.equal(lines.length, 1 + statement.truth.length + 9);
      fs.writeFileSync(file('combined.json'), cb!.body);
      const xlsx = await run(['export', file('combined.json'), '--format', 'xlsx', '-o', file('combined.xlsx')]);
      assert.equal(xlsx.code, 0, xlsx.stderr);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.readFile(file('combined.xlsx'));
      assert.equal(wb.getWorksheet('Statements')!.rowCount, 1 + 2);
      const mismatch = await run(['combined', file('statement.pdf'), file('locked.pdf'), '--passwords', PASSWORD, '--callback-url', hook]);
      assert.equal(mismatch.code, 2);
      assert.match(mismatch.stderr, /^error: invalid_passwords: /);
    } finally {
      await receiver.stop();
    }
  });

  it('never prints the token or a password', () => {
    assert.ok(runs.length >= 10);
    for (const r of runs) {
      for (const secret of [env.BSA_TOKEN!, PASSWORD]) {
        assert.ok(!r.stdout.includes(secret) && !r.stderr.includes(secret), 'a secret was printed');
      }
    }
  });
});
