import * as v from 'valibot';

export const SettingSchema = v.object({ key: v.string(), value: v.nullable(v.string(), '') });
export type Setting = v.InferOutput<typeof SettingSchema>;
export const SettingListSchema = v.array(SettingSchema);
