import assert from 'node:assert/strict';
import { readyBanner } from '../../../src/roots/ready-banner';

describe('npm start ready banner', () => {
  it('names the API, dashboard and Temporal UI, and the admin command for the default store', () => {
    const text = readyBanner(8080, 'http://127.0.0.1:8233');
    assert.match(text, /API {10}http:\/\/localhost:8080\/v1\/api /);
    assert.match(text, /Dashboard {4}http:\/\/localhost:8080\/dashboard/);
    assert.match(text, /Temporal UI {2}http:\/\/127\.0\.0\.1:8233/);
    assert.match(text, /First organisation: {2}npm run --silent admin -- org:create/);
  });

  it('puts a DATA_DIR that was set in front of the admin command, quoted for the shell', () => {
    const text = readyBanner(8080, undefined, "/srv/it's data");
    assert.match(text, /First organisation: {2}DATA_DIR='\/srv\/it'\\''s data' npm run --silent admin/);
    assert.match(text, /Temporal UI {2}none \(connected to TEMPORAL_ADDRESS\)/);
  });
});
