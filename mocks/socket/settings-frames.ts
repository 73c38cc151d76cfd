import type { SettingsEventDraft } from '../db/settings-events.ts';
import type { Frame } from './frame.ts';

/**
 * SettingController.update: `company-{cid}-settings {action:'update', setting}` to the company's main channel, the
 * setting as the model serialises it. The company's schedules are saved without a frame.
 */
export function settingsFramesOf(event: SettingsEventDraft): Frame[] {
  switch (event.type) {
    case 'setting.written': {
      const s = event.setting;
      return [
        {
          rooms: [`company-${s.companyId}-mainchannel`],
          event: `company-${s.companyId}-settings`,
          payload: { action: 'update', setting: { ...s } },
        },
      ];
    }
    case 'company.schedulesSaved':
      return [];
  }
}
