import type { Setting } from '../../../api/schemas/setting.schema.ts';

/**
 * S3 §4.6 settings values: the dropdowns' keys with their choices (the first is the value when the company has no
 * row), whether a change shows the success toast (only the first five, S3 §4.6), and the integration inputs by
 * group (S3 §2.8).
 */
export const DROPDOWNS = [
  { key: 'userRating', choices: ['disabled', 'enabled'], toast: true },
  { key: 'scheduleType', choices: ['disabled', 'queue', 'company'], toast: true },
  { key: 'CheckMsgIsGroup', choices: ['disabled', 'enabled'], toast: true },
  { key: 'call', choices: ['disabled', 'enabled'], toast: true },
  { key: 'chatBotType', choices: ['text', 'button', 'list'], toast: true },
  { key: 'userCreation', choices: ['disabled', 'enabled'], toast: false },
] as const;
export type DropdownKey = (typeof DROPDOWNS)[number]['key'];

export const INTEGRATIONS = [
  { group: 'tracker', keys: ['jiradomain', 'jiraemail', 'jiraprojectid', 'jiraapitoken'] },
  { group: 'ixc', keys: ['ipixc', 'tokenixc'] },
  { group: 'mkauth', keys: ['ipmkauth', 'clientidmkauth', 'clientsecretmkauth'] },
  { group: 'billing', keys: ['asaas'] },
] as const;
export type IntegrationKey = (typeof INTEGRATIONS)[number]['keys'][number];

/** The secrets are typed in password inputs (shown on request). */
export const SECRET_KEYS: ReadonlySet<string> = new Set([
  'jiraapitoken',
  'tokenixc',
  'clientsecretmkauth',
  'asaas',
]);

/** The settings list as key → value (the last row of a key wins). */
export function valuesOf(settings: readonly Setting[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const s of settings) values[s.key] = s.value;
  return values;
}

/** A dropdown's value: the stored one when it is one of its choices, else its first choice. */
export function dropdownValue(values: Readonly<Record<string, string>>, key: DropdownKey): string {
  const d = DROPDOWNS.find((x) => x.key === key);
  const stored = values[key];
  return d && stored !== undefined && (d.choices as readonly string[]).includes(stored)
    ? stored
    : (d?.choices[0] ?? '');
}

/** Whether a change of this key shows 'Operação atualizada com sucesso.' (S3 §4.6: the first five dropdowns). */
export function toastsOnChange(key: string): boolean {
  return DROPDOWNS.some((d) => d.key === key && d.toast);
}

/** S3 §2.8: the Horarios tab shows when scheduleType is 'company'. */
export function showsCompanyHours(values: Readonly<Record<string, string>>): boolean {
  return values['scheduleType'] === 'company';
}

/** The list with one key's value replaced (or the row added): what the cache holds after a save. */
export function withValue(settings: readonly Setting[], key: string, value: string): Setting[] {
  return settings.some((s) => s.key === key)
    ? settings.map((s) => (s.key === key ? { ...s, value } : s))
    : [...settings, { key, value }];
}
