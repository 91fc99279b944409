import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { computeAnalysisAccuracy, scoreLabelled } from '../../../bench/analysis-accuracy';
import { LABELLED_STATEMENTS } from '../../fixtures/labelled-analysis';

const schema = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'schemas', 'analysis-result.schema.json'), 'utf8'));
const ajv = new Ajv2020({ allErrors: true, strict: true });
ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T/);
const validate = ajv.compile(schema);

describe('the labelled analysis corpus (channel and meaning of every row)', () => {
  it('covers a Kenyan bank, M-Pesa, a Nigerian bank and MTN MoMo: at least three countries and mobile money', () => {
    assert.deepEqual(
      LABELLED_STATEMENTS.map((s) => [s.id, s.country, s.account_kind]),
      [
        ['kenya-bank', 'KE', 'bank'],
        ['mpesa', 'KE', 'mobile_money'],
        ['nigeria-bank', 'NG', 'bank'],
        ['uganda-momo', 'UG', 'mobile_money'],
      ],
    );
  });

  for (const l of LABELLED_STATEMENTS) {
    it(`given ${l.id}, then the result validates, every channel and meaning matches its label and every section check passes`, () => {
      const { score, result } = scoreLabelled(l);
      assert.ok(validate(JSON.parse(JSON.stringify(result))), JSON.stringify(validate.errors));
      assert.deepEqual(score.wrongChannels, []);
      assert.deepEqual(score.wrongMeanings, []);
      assert.deepEqual(
        score.checks.filter((c) => !c.pass),
        [],
      );
      assert.equal(result.data_quality.verdict, 'ok');
    });
  }

  it('given the whole corpus, then channel accuracy is at least 97% of rows', () => {
    const t = computeAnalysisAccuracy().totals;
    assert.ok(t.rows >= 200, `${t.rows} rows`);
    assert.ok(t.channelRight / t.rows >= 0.97, `${t.channelRight}/${t.rows}`);
  });
});
