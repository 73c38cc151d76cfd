import type { TFunction } from 'i18next';
import * as v from 'valibot';
import type { PlanInput } from '../../../api/plans.api.ts';
import type { Plan } from '../../../api/schemas/plan.schema.ts';
import { formatMoney, moneyValue } from './money.ts';

export interface PlanFormValues {
  name: string;
  /** The masked text ('R$ 1.234,50'). */
  value: string;
  users: string;
  connections: string;
  queues: string;
}

export const emptyPlanValues = (): PlanFormValues => ({
  name: '',
  value: '',
  users: '',
  connections: '',
  queues: '',
});

export function planValues(plan: Plan): PlanFormValues {
  return {
    name: plan.name,
    value: formatMoney(plan.value),
    users: String(plan.users),
    connections: String(plan.connections),
    queues: String(plan.queues),
  };
}

const count = (text: string) => (text.trim() === '' ? 0 : Number(text));

/** S3 §5: the comma decimal is sent as a dot (a number here); an empty count is 0. */
export function planInput(values: PlanFormValues): PlanInput {
  return {
    name: values.name.trim(),
    value: moneyValue(values.value) ?? 0,
    users: count(values.users),
    connections: count(values.connections),
    queues: count(values.queues),
  };
}

const COUNT = /^\d{0,6}$/;

/**
 * S3 §5: the plan form's required fields are not shown (docs/decisions.md, Companies and plans: a name is required, the backend's
 * unique-name rule needs one; counts are whole numbers, empty read as 0).
 */
export function planSchema(t: TFunction) {
  const countField = v.pipe(v.string(), v.trim(), v.regex(COUNT, t('admin:plans.wholeNumber')));
  return v.object({
    name: v.pipe(v.string(), v.trim(), v.nonEmpty(t('validation:required'))),
    value: v.string(),
    users: countField,
    connections: countField,
    queues: countField,
  });
}
