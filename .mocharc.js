module.exports = {
  require: ['./scripts/register.js', './test/helpers/root-hooks.ts'],
  extension: ['ts'],
  timeout: 60000,
  recursive: true,
  exit: true,
  forbidOnly: true,
};
