import * as v from 'valibot';
import { IdSchema } from './common.schema.ts';
import { flag } from './tolerant.ts';
import { ProfileSchema, UserSchema } from './user.schema.ts';

export const AuthResponseSchema = v.object({ token: v.string(), user: UserSchema });
export type AuthResponse = v.InferOutput<typeof AuthResponseSchema>;

export const MeSchema = v.object({
  id: IdSchema,
  profile: ProfileSchema,
  super: flag(),
});
export type Me = v.InferOutput<typeof MeSchema>;
