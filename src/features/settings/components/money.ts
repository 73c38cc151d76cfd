/**
 * S3 §5 money mask of the plan value: prefix R$, dot thousands separator, decimal comma, at most 2 decimals, at most
 * 7 integer digits (S3 §9), no negatives. A comma decimal is replaced by a dot before sending.
 */
export const MONEY_PREFIX = 'R$ ';
export const MONEY_MAX_INTEGER_DIGITS = 7;
const MONEY_MAX_DECIMALS = 2;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * The masked text of what was typed or pasted, or `previous` when the input breaks a rule (an 8th integer digit,
 * a 3rd decimal, a minus sign, a second comma): the keystroke is refused. Dots are thousands separators and are
 * ignored on input ('1.234,5' → 'R$ 1.234,5'); everything but digits and the comma is dropped. Empty stays empty.
 */
export function maskMoney(raw: string, previous = ''): string {
  if (raw.includes('-')) return previous;
  const text = raw.replace(/^\s*R\$\s*/, '').replace(/[^\d,]/g, '');
  if (text === '') return '';
  const parts = text.split(',');
  if (parts.length > 2) return previous;
  const [whole = '', decimals] = parts;
  const integer = whole.replace(/^0+(?=\d)/, '');
  if (integer.length > MONEY_MAX_INTEGER_DIGITS) return previous;
  if (decimals !== undefined && decimals.length > MONEY_MAX_DECIMALS) return previous;
  const shownInteger = groupThousands(integer === '' ? '0' : integer);
  return `${MONEY_PREFIX}${shownInteger}${decimals === undefined ? '' : `,${decimals}`}`;
}

/** The number a masked text stands for ('R$ 1.234,5' → 1234.5): dots dropped, the comma sent as a dot; '' → null. */
export function moneyValue(masked: string): number | null {
  const text = masked
    .replace(/^\s*R\$\s*/, '')
    .replace(/\./g, '')
    .replace(',', '.');
  if (text === '' || text === '.') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** A price in Brazilian currency with 2 decimals (1234.5 → 'R$ 1.234,50'), the mask's own look. */
export function formatMoney(value: number): string {
  const [integer = '0', decimals = '00'] = Math.abs(value).toFixed(MONEY_MAX_DECIMALS).split('.');
  return `${value < 0 ? '-' : ''}${MONEY_PREFIX}${groupThousands(integer)},${decimals}`;
}
