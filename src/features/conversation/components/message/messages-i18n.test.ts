import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../../lib/i18n/locales/en/messages.ts';
import { messages as pt } from '../../../../lib/i18n/locales/pt/messages.ts';

describe('messages catalogue', () => {
  it('quotes the spec texts exactly (pt, S1 §2.6)', () => {
    expect(pt.deletedByContact).toBe('Essa mensagem foi apagada pelo contato');
    expect(pt.view).toBe('Visualizar');
  });

  it('interpolates the time of a missed call in every language', () => {
    expect(pt.missedCall).toContain('{{time}}');
    expect(en.missedCall).toContain('{{time}}');
  });
});
