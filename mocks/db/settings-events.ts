import type { Iso, QueueScheduleEntry, SettingRow } from './rows.ts';

/**
 * The Settings screen's facts (S3 §2.8, §2.9; SettingController.update, CompanyController.updateSchedules).
 */
export type SettingsEventDraft =
  /**
   * PUT /settings/:key: the company's row of that key, found or created, with the value written (the whole row).
   * Emits `company-{cid}-settings {action:'update', setting}` (mocks/socket/settings-frames.ts).
   */
  | { type: 'setting.written'; setting: SettingRow }
  /** PUT /companies/:id/schedules: the company's JSONB schedules replaced; the reference emits nothing. */
  | { type: 'company.schedulesSaved'; companyRowId: number; schedules: QueueScheduleEntry[]; updatedAt: Iso };

export const SETTINGS_EVENT_TYPES = ['setting.written', 'company.schedulesSaved'] as const;
