import assert from 'node:assert/strict';
import { validateFields, validateQuery } from '../../../src/http/openapi/validate';
import { HttpError } from '../../../src/http/errors';
import { LEDGER_QUERY } from '../../../src/http/routes/credits.openapi';
import { LEGACY_FORM_FIELDS } from '../../../src/http/routes/legacy.openapi';
import { COMBINED_FORM_FIELDS } from '../../../src/http/routes/analysis.openapi';

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    assert.ok(err instanceof HttpError);
    assert.equal(err.status, 400);
    return err.code;
  }
  return 'none';
}

describe('request validation from the published schemas', () => {
  it('ledger query: numbers converted, bounds give the documented codes', () => {
    assert.deepEqual(validateQuery(LEDGER_QUERY, { after: '5', limit: '500' }), { after: 5, limit: 500 });
    assert.equal(
      codeOf(() => validateQuery(LEDGER_QUERY, { limit: '0' })),
      'invalid_limit',
    );
    assert.equal(
      codeOf(() => validateQuery(LEDGER_QUERY, { limit: '501' })),
      'invalid_limit',
    );
    assert.equal(
      codeOf(() => validateQuery(LEDGER_QUERY, { limit: '2.5' })),
      'invalid_limit',
    );
    assert.equal(
      codeOf(() => validateQuery(LEDGER_QUERY, { after: 'abc' })),
      'invalid_cursor',
    );
    assert.equal(
      codeOf(() => validateQuery(LEDGER_QUERY, { after: '-2' })),
      'invalid_cursor',
    );
  });

  it('legacy form: missing or blank fullname, too long a fullname', () => {
    assert.equal(
      codeOf(() => validateFields(LEGACY_FORM_FIELDS, {})),
      'fullname_required',
    );
    assert.equal(
      codeOf(() => validateFields(LEGACY_FORM_FIELDS, { fullname: '' })),
      'fullname_required',
    );
    assert.equal(
      codeOf(() => validateFields(LEGACY_FORM_FIELDS, { fullname: '  \t' })),
      'fullname_required',
    );
    assert.equal(
      codeOf(() => validateFields(LEGACY_FORM_FIELDS, { fullname: 'x'.repeat(201) })),
      'invalid_fullname',
    );
    assert.deepEqual(validateFields(LEGACY_FORM_FIELDS, { fullname: 'Jane', password: '' }), { fullname: 'Jane' });
  });

  it('combined form: callback_url required, passwords must be text', () => {
    assert.equal(
      codeOf(() => validateFields(COMBINED_FORM_FIELDS, {})),
      'callback_url_required',
    );
    assert.equal(
      codeOf(() => validateFields(COMBINED_FORM_FIELDS, { callback_url: 'x'.repeat(2049) })),
      'invalid_callback_url',
    );
    assert.equal(
      codeOf(() => validateFields(COMBINED_FORM_FIELDS, { callback_url: 'https://a.example/h', passwords: ['a'] })),
      'invalid_passwords',
    );
  });
});
