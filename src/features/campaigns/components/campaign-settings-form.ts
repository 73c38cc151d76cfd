import { useForm } from '@tanstack/react-form';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { CampaignSettingsInput } from '../../../api/campaigns.api.ts';
import { withVariable, type CampaignVariable } from './campaign-settings.ts';

/**
 * The settings' form (S2 §2): the three intervals and the variables, sent whole by 'Salvar Configurações'. Its
 * choices are closed lists, so it has no rule to say; while a save runs a further submit sends nothing.
 */
export function useCampaignSettingsForm({
  initial,
  saving,
  onSave,
}: {
  initial: CampaignSettingsInput;
  saving: boolean;
  onSave: (settings: CampaignSettingsInput) => void;
}) {
  return useForm({
    defaultValues: initial,
    onSubmit: ({ value }) => {
      if (!saving) onSave(value);
    },
  });
}

export type CampaignSettingsForm = ReturnType<typeof useCampaignSettingsForm>;

/** S2 §5: a variable's key must not be one already listed (empty fields are not checked, `withVariable`). */
export function variableSchema(
  t: TFunction,
  variables: readonly CampaignVariable[],
): v.GenericSchema<CampaignVariable> {
  return v.object({
    key: v.pipe(
      v.string(),
      v.check(
        (key) => withVariable(variables, { key, value: '' }) !== null,
        t('campaigns:settings.keyTaken'),
      ),
    ),
    value: v.string(),
  });
}

/**
 * The 'Adicionar Variável' dialog's form. The rule is checked on 'Adicionar' only and its message goes as soon as
 * the key changes (no validator runs on change, so TanStack Form drops the submit's error then).
 */
export function useVariableForm({
  variables,
  onAdd,
}: {
  /** The variables listed now: their keys are taken. */
  variables: readonly CampaignVariable[];
  onAdd: (variable: CampaignVariable) => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => variableSchema(t, variables), [t, variables]);
  const defaultValues: CampaignVariable = { key: '', value: '' };
  return useForm({
    defaultValues,
    validators: { onSubmit: schema },
    onSubmit: ({ value, formApi }) => {
      onAdd(value);
      formApi.reset();
    },
  });
}
