import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { TFunction } from 'i18next';
import { ALL_QUEUES, userSchema, withAllChoice } from './user-form.ts';

const t = ((key: string) => key) as unknown as TFunction;
const base = {
  name: 'Rita',
  email: 'rita@demo.com',
  password: '',
  profile: 'user',
  queueIds: [],
  whatsappId: null,
};
const issue = (values: object) => {
  const result = v.safeParse(userSchema(t), { ...base, ...values });
  return result.success ? null : result.issues[0].message;
};

describe('user form (S3 §5)', () => {
  it('name required, 2 to 50', () => {
    expect(issue({ name: '' })).toBe('users:validation.required');
    expect(issue({ name: 'R' })).toBe('users:validation.tooShort');
    expect(issue({ name: 'R'.repeat(51) })).toBe('users:validation.tooLong');
    expect(issue({ name: 'Ri' })).toBeNull();
  });
  it('password optional, else 5 to 50', () => {
    expect(issue({ password: '' })).toBeNull();
    expect(issue({ password: '1234' })).toBe('users:validation.tooShort');
    expect(issue({ password: '1'.repeat(51) })).toBe('users:validation.tooLong');
    expect(issue({ password: '12345' })).toBeNull();
  });
  it('email required and valid', () => {
    expect(issue({ email: '' })).toBe('users:validation.required');
    expect(issue({ email: 'rita' })).toBe('users:validation.invalidEmail');
  });
});

describe("the queue select's 'all' choice (S3 §2.3)", () => {
  const every = [1, 2, 3];
  it('selects every queue when some are missing', () => {
    expect(withAllChoice([1, ALL_QUEUES], [1], every)).toEqual([1, 2, 3]);
    expect(withAllChoice([ALL_QUEUES], [], every)).toEqual([1, 2, 3]);
  });
  it('clears them all when all were chosen', () => {
    // With all chosen the option shows as chosen: pressing it takes it out of the value.
    expect(withAllChoice([1, 2, 3], [1, 2, 3], every)).toEqual([]);
  });
  it('a queue pressed is only that queue', () => {
    expect(withAllChoice([1, 2], [1], every)).toEqual([1, 2]);
    expect(withAllChoice([1, 2, ALL_QUEUES], [1, 2, 3], every)).toEqual([1, 2]);
  });
});
