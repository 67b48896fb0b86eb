// ESLint for the comparison page's script and its tests: the recommended rules; formatting is prettier's.
const js = require('@eslint/js');
const globals = require('globals');

module.exports = [
  js.configs.recommended,
  {
    files: ['src/main/resources/figures/page/*.js'],
    languageOptions: {
      sourceType: 'script',
      // a page script, also loaded by Node's tests through `module`
      globals: { ...globals.browser, module: 'readonly' }
    }
  },
  {
    files: ['src/test/js/*.js', 'eslint.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node }
  }
];
