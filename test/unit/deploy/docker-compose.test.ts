import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { loadConfig } from '../../../src/config';
import { SETTLE_MS } from '../../../src/http/listen';

const ROOT = path.join(__dirname, '..', '..', '..');
const read = (f: string) => fs.readFileSync(path.join(ROOT, f), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, unknown>;
  depends_on?: Record<string, { condition: string; required?: boolean }>;
  healthcheck?: { test: string[] };
  ports?: string[];
  expose?: string[];
  profiles?: string[];
  stop_grace_period?: string;
}

/**
 * The checks `docker compose config` cannot make (no Docker engine here; the README says how to run that):
 * the file describes the deployment the README promises and agrees with the code it starts.
 */
describe('docker-compose.yml and Dockerfile', () => {
  const compose = yaml.load(read('docker-compose.yml')) as { services: Record<string, Service>; volumes: Record<string, unknown> };
  const services = compose.services;
  const configSource = read('src/config.ts');
  const APP = ['api', 'worker', 'projector'];

  it('has the services of the deployment, each with an image or a build and a health check', () => {
    for (const name of ['postgres', 'temporal-db', 'temporal', 'temporal-ui', 'kurrentdb', ...APP]) {
      const s = services[name];
      assert.ok(s, `service ${name}`);
      assert.ok(s.image || s.build, `${name} has an image or a build`);
      assert.ok(s.healthcheck?.test?.length, `${name} has a health check`);
    }
    assert.equal(services.kurrentdb!.profiles?.[0], 'kurrentdb', 'KurrentDB is the opt-in profile');
    assert.match(services.temporal!.image!, /^temporalio\/auto-setup:/);
    assert.equal(services.temporal!.environment!.DB, 'postgres12', 'Temporal on PostgreSQL');
  });

  it('depends_on names existing services with valid conditions; only a profiled service is optional', () => {
    for (const [name, s] of Object.entries(services)) {
      for (const [dep, cond] of Object.entries(s.depends_on ?? {})) {
        assert.ok(services[dep], `${name} depends on unknown service ${dep}`);
        assert.ok(['service_started', 'service_healthy', 'service_completed_successfully'].includes(cond.condition), `${name} -> ${dep}`);
        if (cond.condition === 'service_healthy') assert.ok(services[dep]!.healthcheck, `${dep} needs a health check for ${name}`);
        if (services[dep]!.profiles) assert.equal(cond.required, false, `${name} -> ${dep} (profile) must be required: false`);
        else assert.notEqual(cond.required, false, `${name} -> ${dep}`);
      }
    }
  });

  it("the API, worker and projector run the repository's entry points from one image and share their settings", () => {
    const images = new Set(APP.map((n) => services[n]!.image));
    assert.equal(images.size, 1);
    for (const name of APP) {
      const s = services[name]!;
      assert.ok(s.build, `${name} is built from the Dockerfile`);
      const entry = s.command!.find((a) => a.endsWith('.ts'))!;
      assert.ok(fs.existsSync(path.join(ROOT, entry)), `${name} runs ${entry}`);
      for (const script of s.healthcheck!.test.filter((a) => a.endsWith('.ts'))) {
        assert.ok(fs.existsSync(path.join(ROOT, script)), `${name}'s health check runs ${script}`);
      }
      const env = s.environment!;
      assert.equal(env.TEMPORAL_ADDRESS, 'temporal:7233', name);
      assert.match(String(env.DATABASE_URL), /^postgres:\/\/.+@postgres:5432\//, name);
      assert.match(String(env.SECRET_KEY), /^\$\{SECRET_KEY:\?/, `${name}: SECRET_KEY is required and shared`);
      for (const variable of Object.keys(env)) {
        assert.ok(configSource.includes(`'${variable}'`), `${name}: ${variable} is not a setting src/config.ts reads`);
      }
    }
    assert.equal(services.api!.environment!.SECRET_KEY, services.worker!.environment!.SECRET_KEY);
  });

  it('publishes only the API, and the Temporal frontend and UI on 127.0.0.1; databases and metrics stay inside', () => {
    for (const [name, s] of Object.entries(services)) {
      for (const p of s.ports ?? []) {
        if (name === 'api') assert.match(p, /:8080$/);
        else assert.match(p, /^127\.0\.0\.1:/, `${name} publishes ${p} beyond localhost`);
      }
    }
    for (const name of ['postgres', 'temporal-db', 'kurrentdb', 'worker', 'projector']) assert.equal(services[name]!.ports, undefined, name);
    for (const name of APP) {
      const metrics = String(services[name]!.environment!.METRICS_PORT);
      assert.match(metrics, /^\d+$/, `${name} serves /metrics on a port of its own`);
      assert.deepEqual(services[name]!.expose, [metrics], `${name} exposes the metrics port to the compose network`);
      for (const s of Object.values(services)) assert.ok(!(s.ports ?? []).some((p) => p.split(':').includes(metrics)), 'metrics port published');
    }
  });

  it('Docker lets the API finish its graceful stop (SHUTDOWN_GRACE_SECONDS, then the settle time) before SIGKILL', () => {
    const grace = loadConfig({ DATA_DIR: '/tmp/bsa-compose-test' }).shutdownGraceMs;
    const stop = /^(\d+)s$/.exec(services.api!.stop_grace_period ?? '');
    assert.ok(stop, 'the API service sets stop_grace_period in seconds (Docker defaults to 10 s)');
    assert.ok(Number(stop[1]) * 1000 >= grace + SETTLE_MS + 10_000, `${stop[1]} s leaves 10 s for the other shutdown steps`);
    assert.match(read('README.md'), new RegExp(`stop_grace_period: ${stop[1]}s`), 'the README names the same period');
  });

  it('the Dockerfile installs with npm ci, builds the dashboard bundle, and uses the Node major the project requires', () => {
    const docker = read('Dockerfile');
    const major = /"node": ">=(\d+)/.exec(read('package.json'))![1];
    for (const from of docker.match(/^FROM \S+/gm)!) assert.match(from, new RegExp(`^FROM node:${major}-`), from);
    assert.match(docker, /RUN npm ci\b/);
    assert.match(docker, /npm run build:web/);
    assert.ok(JSON.parse(read('package.json')).scripts['build:web'], 'the build:web script exists');
    const ignored = read('.dockerignore').split('\n');
    for (const dir of ['node_modules', '.git', 'data', '.tools']) assert.ok(ignored.includes(dir), `.dockerignore ${dir}`);
  });
});
