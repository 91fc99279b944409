import assert from 'node:assert/strict';
import { ConfigError, loadConfig } from '../../../src/config';

describe('config: embedded Temporal ports', () => {
  it('defaults to gRPC 7233 and UI 8233', () => {
    const c = loadConfig({});
    assert.equal(c.temporalPort, 7233);
    assert.equal(c.temporalUiPort, 8233);
  });

  it('TEMPORAL_PORT=0 picks free ports for gRPC and, unless set, the UI', () => {
    assert.deepEqual(pick(loadConfig({ TEMPORAL_PORT: '0' })), [0, 0]);
    assert.deepEqual(pick(loadConfig({ TEMPORAL_PORT: '0', TEMPORAL_UI_PORT: '9000' })), [0, 9000]);
    assert.deepEqual(pick(loadConfig({ TEMPORAL_PORT: '7300' })), [7300, 8233]);
    assert.deepEqual(pick(loadConfig({ TEMPORAL_UI_PORT: '0' })), [7233, 0]);
  });

  it('refuses values that are not TCP ports', () => {
    for (const bad of ['-1', '65536', 'abc', '1.5']) {
      assert.throws(() => loadConfig({ TEMPORAL_PORT: bad }), ConfigError, bad);
      assert.throws(() => loadConfig({ TEMPORAL_UI_PORT: bad }), ConfigError, bad);
    }
  });
});

const pick = (c: ReturnType<typeof loadConfig>) => [c.temporalPort, c.temporalUiPort];
