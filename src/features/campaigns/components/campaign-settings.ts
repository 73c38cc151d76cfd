import type { CampaignSettingsInput } from '../../../api/campaigns.api.ts';

export type IntervalKey = 'messageInterval' | 'longerIntervalAfter' | 'greaterInterval';
export type CampaignVariable = { key: string; value: string };

/** S2 §9: the settings' defaults (no row yet for a key). */
export const SETTINGS_DEFAULTS: CampaignSettingsInput = {
  messageInterval: 120,
  longerIntervalAfter: 60,
  greaterInterval: 180,
  variables: [],
};

/**
 * S2 §9: the options of the three selects. Random send interval (seconds): 0 none, 5, 10, 15, 120; longer interval
 * after (messages): 0 undefined, 5, 10, 15, 60; greater send interval (seconds): 0, 20, 30, 40, 50, 180.
 */
export const INTERVAL_OPTIONS: Record<IntervalKey, readonly number[]> = {
  messageInterval: [0, 5, 10, 15, 120],
  longerIntervalAfter: [0, 5, 10, 15, 60],
  greaterInterval: [0, 20, 30, 40, 50, 180],
};
export const INTERVAL_KEYS: readonly IntervalKey[] = [
  'messageInterval',
  'longerIntervalAfter',
  'greaterInterval',
];

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The assembled settings object (S2 §3) from GET /campaign-settings' rows (value: JSON text): a key with no row, or
 * whose value does not read, keeps its default.
 */
export function settingsOf(rows: readonly { key: string; value: string }[]): CampaignSettingsInput {
  const out: CampaignSettingsInput = { ...SETTINGS_DEFAULTS, variables: [] };
  for (const row of rows) {
    const value = parse(row.value);
    if (row.key === 'variables') {
      if (!Array.isArray(value)) continue;
      out.variables = value.flatMap((item: unknown) => {
        if (typeof item !== 'object' || item === null || !('key' in item) || typeof item.key !== 'string')
          return [];
        const content = 'value' in item && typeof item.value === 'string' ? item.value : '';
        return [{ key: item.key, value: content }];
      });
      continue;
    }
    const key = INTERVAL_KEYS.find((k) => k === row.key);
    if (key === undefined) continue;
    const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
    if (Number.isFinite(n) && n >= 0) out[key] = n;
  }
  return out;
}

/** S2 §5: a variable is added only if its key is not already in the list (empty fields are not checked). */
export function withVariable(
  variables: readonly CampaignVariable[],
  added: CampaignVariable,
): CampaignVariable[] | null {
  if (variables.some((v) => v.key === added.key)) return null;
  return [...variables, added];
}
