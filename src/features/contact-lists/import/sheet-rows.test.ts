import { describe, expect, it } from 'vitest';
import { summarize } from './sheet-rows.ts';

/** Records as `sheet_to_json(header: 0)` gives them (keyed by the first row), rows numbered from 2. */
const read = (headers: string[], records: Record<string, unknown>[]) =>
  summarize(records, headers, (_, index) => index + 2);

describe('a spreadsheet read before it is sent (what the confirmation tells)', () => {
  it('without a name column: imported, each contact without a name, none flagged', () => {
    const reading = read(
      ['numero', 'e-mail'],
      [{ numero: 5511977776666, 'e-mail': 'leste@x.com' }, { numero: '(11) 3333-2222' }],
    );
    expect(reading).toEqual({
      ok: true,
      rows: 2,
      preview: [
        { row: 2, name: '', number: '5511977776666', email: 'leste@x.com' },
        { row: 3, name: '', number: '1133332222', email: '' },
      ],
      missingNumber: [],
      missingCount: 0,
    });
  });

  it('without a number column: imported, and every row is named as having no number', () => {
    const reading = read(
      ['Nome', 'email'],
      [{ Nome: 'Atacado Leste' }, { Nome: 'Depósito Oeste', email: 'o@x.com' }],
    );
    expect(reading).toEqual({
      ok: true,
      rows: 2,
      preview: [
        { row: 2, name: 'Atacado Leste', number: '', email: '' },
        { row: 3, name: 'Depósito Oeste', number: '', email: 'o@x.com' },
      ],
      missingNumber: [2, 3],
      missingCount: 2,
    });
  });

  it('with neither: refused, nothing is sent', () => {
    expect(read(['Cliente', 'Telefone'], [{ Cliente: 'A', Telefone: '5511977776666' }])).toEqual({
      ok: false,
      reason: 'noColumns',
    });
  });
});
