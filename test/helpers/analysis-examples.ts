import type { ExtractedStatement } from '../../src/domain/statement';
import { aStatement, anMpesaStatement } from './analysis-builders';

/** The analysis time used for the published examples. */
export const EXAMPLE_NOW = new Date('2024-04-05T09:00:00Z');
export const EXAMPLE_FULLNAME = 'Jane Doe';

/**
 * The statements behind schemas/examples/*.json. Ground truth: salary 85,000 from ACME on the 25th,
 * rent 25,000 on the 1st, Fuliza and Tala credit, SportPesa stakes, fees; the bank sends 20,000 to
 * the wallet each month (inter-account transfers in the combined example).
 */
export function exampleWallet(): ExtractedStatement {
  return anMpesaStatement(1200)
    .credit('2024-01-26', 'Business Payment from 247247 - Equity Bulk Account via API', 20000, { time: '09:12:00', reference: 'SAQ1A2B3C4' })
    .debit('2024-01-26', 'Pay Bill Online to 955100 - SportPesa Acc. 0712345678', 500, { time: '21:04:11', reference: 'SAQ1A2B3C5' })
    .debit('2024-02-01', 'Pay Bill Online to 222111 - MUTHAIGA HEIGHTS RENT Acc. HSE B4', 15000, { time: '08:00:00', reference: 'SB11A2B3C6' })
    .debit('2024-02-01', 'Pay Bill Charge', 57, { time: '08:00:00', reference: 'SB11A2B3C6' })
    .credit('2024-02-10', 'OverDraft of Credit Party', 800, { time: '12:00:00', reference: 'SB21A2B3C7' })
    .debit('2024-02-11', 'Customer Withdrawal At Agent Till 123456 - MAMA MBOGA SHOP', 2000, { time: '12:01:00', reference: 'SB31A2B3C8' })
    .debit('2024-02-12', 'Customer Transfer to 2547******123 - JOHN KAMAU', 1500, { time: '18:30:00', reference: 'SB41A2B3C9' })
    .debit('2024-02-12', 'Customer Transfer of Funds Charge', 13, { time: '18:30:00', reference: 'SB41A2B3C9' })
    .credit('2024-02-26', 'Business Payment from 247247 - Equity Bulk Account via API', 20000, { time: '09:15:00', reference: 'SBQ1A2B3D1' })
    .debit('2024-02-26', 'OD Loan Repayment to 232323 - M-PESA Overdraw', 808, { time: '09:15:00', reference: 'SBQ1A2B3D2' })
    .credit('2024-03-01', 'Business Payment from 329280 - Tala via API', 3000, { time: '10:00:00', reference: 'SC11A2B3D3' })
    .debit('2024-03-01', 'Pay Bill Online to 222111 - MUTHAIGA HEIGHTS RENT Acc. HSE B4', 15000, { time: '10:05:00', reference: 'SC11A2B3D4' })
    .debit('2024-03-20', 'Pay Bill Online to 851900 - Tala Acc. 0712345678', 3300, { time: '10:00:00', reference: 'SCK1A2B3D5' })
    .debit('2024-03-25', 'Buy Goods 5678 - NAIVAS WESTLANDS', 1200, { time: '17:45:00', reference: 'SCP1A2B3D6' })
    .with({ name: 'JANE WANJIKU DOE', start_date: '2024-01-26', end_date: '2024-03-31', currency: 'Kenya Shilling', currency_code: 'KES' })
    .document({
      producer: 'JasperReports Library version 6.20',
      creator: 'JasperReports',
      created_at: '2024-04-02T07:10:00Z',
      modified_at: '2024-04-02T07:10:00Z',
    })
    .build();
}

export function exampleBank(): ExtractedStatement {
  return aStatement(5400.5)
    .credit('2024-01-25', 'SALARY JAN 2024 ACME LIMITED', 85000)
    .debit('2024-01-26', 'MPESA B2C TOPUP 254712345678', 20000)
    .debit('2024-01-27', 'ATM WDL WESTLANDS', 10000)
    .debit('2024-01-27', 'ATM withdrawal fee', 33)
    .debit('2024-02-05', 'POS PURCHASE CARREFOUR', 8450.75)
    .debit('2024-02-10', 'POS NETFLIX.COM', 1100)
    .credit('2024-02-23', 'SALARY FEB 2024 ACME LIMITED', 85000)
    .debit('2024-02-26', 'MPESA B2C TOPUP 254712345678', 20000)
    .debit('2024-02-28', 'LOAN REPAYMENT 0012345', 12500)
    .debit('2024-02-29', 'Excise duty', 5.2)
    .credit('2024-03-25', 'SALARY MAR 2024 ACME LIMITED', 85000)
    .debit('2024-03-28', 'LOAN REPAYMENT 0012345', 12500)
    .debit('2024-03-29', 'RTGS TO KCB JOHN KAMAU', 30000)
    .with({ name: 'JANE W DOE', company: 'Equity Bank', account: '0170123456789', start_date: '2024-01-01', end_date: '2024-03-31' })
    .document({ producer: 'iText 7.1', creator: 'Finacle', created_at: '2024-04-01T06:00:00Z', modified_at: '2024-04-01T06:00:00Z' })
    .build();
}
