import type { StatementValue } from '@gp/contract/safer-gambling';

const cell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The statement as CSV (RFC 4180): a header row in the reader's language, a row per day, the totals. */
export const statementCsv = (
  statement: StatementValue,
  labels: {
    day: string;
    deposits: string;
    withdrawals: string;
    bets: string;
    wins: string;
    net: string;
    total: string;
  },
): string => {
  const line = (first: string, r: StatementValue['totals']) =>
    [first, r.deposits, r.withdrawals, r.bets, r.wins, r.net].map(cell).join(',');
  return [
    [labels.day, labels.deposits, labels.withdrawals, labels.bets, labels.wins, labels.net]
      .map(cell)
      .join(','),
    ...statement.days.map((d) => line(d.day, d)),
    line(labels.total, statement.totals),
  ].join('\r\n');
};
