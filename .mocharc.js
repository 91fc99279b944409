module.exports = {
  require: ['./scripts/register.js', './test/helpers/root-hooks.ts'],
  extension: ['ts'],
  timeout: 60000,
  recursive: true,
  exit: true,
  forbidOnly: true,
  // TEST_DURATIONS=1 (CI, `npm run test:durations`): the spec output, then where the run's time went.
  reporter: process.env.TEST_DURATIONS === '1' ? './test/helpers/durations-reporter.ts' : 'spec',
};
