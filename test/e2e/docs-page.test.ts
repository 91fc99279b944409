import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { listen, type ApiServer } from '../../src/http/listen';
import { startStack, type Stack } from '../helpers/stack';
import { launchChromium } from './browser';

describe('API reference page (Swagger UI) under its Content-Security-Policy, in Chromium', function () {
  this.timeout(120_000);
  let stack: Stack;
  let api: ApiServer;
  let browser: Browser;
  let framer: http.Server;

  before(async () => {
    stack = await startStack({ worker: false });
    api = await listen(stack.app, 0, '127.0.0.1');
    browser = await launchChromium();
    // Another origin (another port) that tries to frame the docs page.
    framer = http.createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.end(`<!doctype html><iframe id="f" src="http://127.0.0.1:${api.port}/v1/api/docs" width="800" height="600"></iframe>`);
    });
    await new Promise<void>((r) => framer.listen(0, '127.0.0.1', r));
  });
  after(async () => {
    await browser?.close();
    framer?.close();
    await api?.close();
    await stack?.close();
  });

  it('sends a CSP with frame-ancestors none and no inline script, and the page renders the API with no CSP violation', async () => {
    const res = await stack.http.get('/v1/api/docs');
    const csp = String(res.headers['content-security-policy']);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.match(csp, /script-src 'self'(;|$)/);
    assert.equal(res.headers['x-frame-options'], 'DENY');

    const page = await browser.newPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    await page.goto(`http://127.0.0.1:${api.port}/v1/api/docs`);
    await page.waitForSelector('.swagger-ui .info .title', { timeout: 30_000 });
    assert.match((await page.textContent('.swagger-ui .info .title')) ?? '', /API/i);
    assert.deepEqual(violations, []);
    await page.close();
  });

  it('refuses to be framed by another origin', async () => {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`, { waitUntil: 'load', timeout: 30_000 });
    const frame = await (await page.$('#f'))!.contentFrame();
    // goto waits for the load event, which waits for the frame: a blocked frame holds an error page, not the docs.
    const rendered = frame ? await frame.$('#swagger-ui') : null;
    assert.equal(rendered, null);
    await page.close();
  });
});
