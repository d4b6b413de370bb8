/**
 * Display formatting. Money arrives from the API as decimal strings ("1234567.5", "-12.05"); it is
 * formatted by string operations only, never through a float (ARCHITECTURE: no float arithmetic on
 * money). Spec 9: two decimals with thousands separators.
 */
const decimal = /^([+-]?)(\d+)(?:\.(\d*))?$/;

/** "1234567.5" -> "1,234,567.50"; with a symbol "₩1,234,567.50"; negatives "-₩12.05". */
export const formatMoney = (amount: string, currencySymbol = ''): string => {
  const match = decimal.exec(amount.trim());
  if (!match) return amount;
  const [, sign = '', rawWhole = '0', fraction = ''] = match;
  const whole = rawWhole.replace(/^0+(?=\d)/, '');
  const cents = fraction.padEnd(2, '0').slice(0, 2);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const negative = sign === '-' && /[1-9]/.test(whole + cents);
  return `${negative ? '-' : ''}${currencySymbol}${grouped}.${cents}`;
};

/** A signed amount for records: credits get a leading "+". */
export const formatSignedMoney = (amount: string, currencySymbol = ''): string => {
  const text = formatMoney(amount, currencySymbol);
  return text.startsWith('-') || /^[0.,]*$/.test(amount.replace(/^[+-]/, '')) ? text : `+${text}`;
};

/** Date and time in the interface language, e.g. "2026-05-01 13:05". */
export const formatDateTime = (iso: string, locale?: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
};

/** A calendar day in the interface language, e.g. "2026. 5. 1." or "May 1, 2026". */
export const formatDate = (iso: string, locale?: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
};
