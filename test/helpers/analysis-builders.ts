import { fromMinor, toMinor } from '../../src/domain/money';
import type { DocumentInfo, ExtractedStatement, TransactionType } from '../../src/domain/statement';

/**
 * A fluent builder of hand-made statements for the analysis tests. Running balances are computed
 * from `opening` in minor units (so they are exact) unless `withoutBalances()` is called; metadata
 * dates default to the first and last transaction.
 */
export class StatementBuilder {
  private rows: { date: string; description: string; amount: number; type: TransactionType; time: string | null; reference: string | null }[] = [];
  private meta: Partial<ExtractedStatement> = {};
  private balances = true;
  private doc: DocumentInfo = {
    pages: 1,
    producer: 'JasperReports Library',
    creator: 'JasperReports',
    created_at: null,
    modified_at: null,
    encrypted: false,
  };

  constructor(private opening = 0) {}

  credit(date: string, description: string, amount: number, extra: { time?: string; reference?: string } = {}): this {
    return this.row(date, description, amount, 'credit', extra);
  }

  debit(date: string, description: string, amount: number, extra: { time?: string; reference?: string } = {}): this {
    return this.row(date, description, amount, 'debit', extra);
  }

  /** The same row `times` times (e.g. many small amounts). */
  repeat(times: number, make: (b: this, i: number) => void): this {
    for (let i = 0; i < times; i++) make(this, i);
    return this;
  }

  with(meta: Partial<ExtractedStatement>): this {
    this.meta = { ...this.meta, ...meta };
    return this;
  }

  document(doc: Partial<DocumentInfo>): this {
    this.doc = { ...this.doc, ...doc };
    return this;
  }

  withoutBalances(): this {
    this.balances = false;
    return this;
  }

  build(): ExtractedStatement {
    const rows = [...this.rows].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    let running = toMinor(this.opening);
    const transactions = rows.map((r) => {
      running += r.type === 'credit' ? toMinor(r.amount) : -toMinor(r.amount);
      return { date: r.date, description: r.description, amount: r.amount, type: r.type, balance: this.balances ? fromMinor(running) : null };
    });
    const base: ExtractedStatement = {
      name: 'JANE WANJIKU DOE',
      account: '0123456789',
      contacts: '',
      company: 'Test Bank',
      currency: 'KES',
      currency_code: 'KES',
      start_date: transactions[0]?.date ?? '',
      end_date: transactions[transactions.length - 1]?.date ?? '',
      no_of_transactions: transactions.length,
      transactions,
      details: rows.map((r) => ({ time: r.time, reference: r.reference, page: 1 })),
      profile: 'generic',
      account_kind: 'bank',
      validation: {
        verdict: this.balances ? 'ok' : 'unchecked',
        checked: this.balances ? transactions.length : 0,
        breaks: 0,
        type_mismatches: 0,
        opening_balance: null,
        closing_balance: null,
        reconciles: null,
      },
      reconciliation: {
        verdict: this.balances ? 'reconciled' : 'unverified',
        opening_balance: { printed: null, computed: this.opening, matches: null },
        closing_balance: { printed: null, computed: fromMinor(running), matches: null },
        balance_checks: this.balances ? transactions.length : 0,
        balance_breaks: [],
        totals: [],
        balance_source: this.balances ? 'printed' : 'none',
        excluded_rows: [],
        warnings: [],
      },
      document: this.doc,
    };
    return { ...base, ...this.meta };
  }

  private row(date: string, description: string, amount: number, type: TransactionType, extra: { time?: string; reference?: string }): this {
    this.rows.push({ date, description, amount, type, time: extra.time ?? null, reference: extra.reference ?? null });
    return this;
  }
}

export function aStatement(opening = 0): StatementBuilder {
  return new StatementBuilder(opening);
}

/** An M-Pesa wallet statement builder. */
export function anMpesaStatement(opening = 0): StatementBuilder {
  return new StatementBuilder(opening).with({
    profile: 'mpesa-safaricom',
    account_kind: 'mobile_money',
    company: 'Safaricom',
    account: '254712345678',
  });
}

/** Sum of amounts of one type, in minor units (the ground truth for totals). */
export function sumMinor(s: ExtractedStatement, type: TransactionType): number {
  return s.transactions.filter((t) => t.type === type).reduce((acc, t) => acc + toMinor(t.amount), 0);
}
