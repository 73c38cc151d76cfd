import * as v from 'valibot';
import { records } from './tolerant.ts';

export const SettingSchema = v.object({ key: v.string(), value: v.optional(v.nullable(v.string(), ''), '') });
export type Setting = v.InferOutput<typeof SettingSchema>;
export const SettingListSchema = records(SettingSchema, 'setting');
