module.exports = {
  require: ['./scripts/register.js'],
  extension: ['ts'],
  spec: ['test/unit/**/*.test.ts', 'test/integration/**/*.test.ts'],
  timeout: 60000,
  recursive: true,
  exit: true,
  forbidOnly: true,
};
