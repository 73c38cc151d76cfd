import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CampaignSettingListSchema } from '../../api/schemas/s2.ts';
import {
  INTERVAL_OPTIONS,
  SETTINGS_DEFAULTS,
  settingsOf,
  withVariable,
} from './components/campaign-settings.ts';

describe('campaign settings (S2 §2, §5, §9)', () => {
  it("the contract's sample (no rows) is the spec's defaults", () => {
    const file = path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../../../shared/contract/samples/GET_campaign_settings.json',
    );
    const sample = v.parse(CampaignSettingListSchema, JSON.parse(readFileSync(file, 'utf8')));
    expect(settingsOf(sample)).toEqual({
      messageInterval: 120,
      longerIntervalAfter: 60,
      greaterInterval: 180,
      variables: [],
    });
    expect(SETTINGS_DEFAULTS.variables).toEqual([]);
  });

  it('rows are JSON text: numbers and the variables list are read; an unreadable value keeps its default', () => {
    const settings = settingsOf([
      { key: 'messageInterval', value: '5' },
      { key: 'longerIntervalAfter', value: '"10"' },
      { key: 'greaterInterval', value: 'not json' },
      {
        key: 'variables',
        value: JSON.stringify([{ key: 'loja', value: 'Loja Centro' }, { value: 'no key' }]),
      },
      { key: 'other', value: '1' },
    ]);
    expect(settings).toEqual({
      messageInterval: 5,
      longerIntervalAfter: 10,
      greaterInterval: 180,
      variables: [{ key: 'loja', value: 'Loja Centro' }],
    });
  });

  it("the selects offer the spec's options", () => {
    expect(INTERVAL_OPTIONS).toEqual({
      messageInterval: [0, 5, 10, 15, 120],
      longerIntervalAfter: [0, 5, 10, 15, 60],
      greaterInterval: [0, 20, 30, 40, 50, 180],
    });
  });

  it('a variable is added only if its key is not already in the list; empty fields are not checked', () => {
    const list = [{ key: 'loja', value: 'Loja Centro' }];
    expect(withVariable(list, { key: 'loja', value: 'Outra' })).toBeNull();
    expect(withVariable(list, { key: '', value: '' })).toEqual([...list, { key: '', value: '' }]);
  });
});
