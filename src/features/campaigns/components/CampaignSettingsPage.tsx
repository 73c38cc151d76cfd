import { PlusIcon, TrashIcon, VariableIcon } from '@heroicons/react/20/solid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignSettingsInput } from '../../../api/campaigns.api.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { IconButton } from '../../../ui/IconButton.tsx';
import { ResourceState, type ReadState } from '../../../ui/ResourceState.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { bindText, fieldError, submitWith } from '../../../ui/form-field.ts';
import { useCampaignSettingsForm, useVariableForm } from './campaign-settings-form.ts';
import {
  INTERVAL_KEYS,
  INTERVAL_OPTIONS,
  withVariable,
  type CampaignVariable,
  type IntervalKey,
} from './campaign-settings.ts';

export interface CampaignSettingsPageProps {
  /** The settings as read (defaults filled in); null before the first read. */
  settings: CampaignSettingsInput | null;
  read: ReadState;
  /** 'Salvar Configurações' is running. */
  saving: boolean;
  onSave: (settings: CampaignSettingsInput) => void;
}

/**
 * S2 §2 Campaign settings (/campaigns-config): the 'Intervalos' section with its three selects (S2 §9 options), the
 * variables (a dialog adds one with a key not yet in the list, S2 §5; each row deletes its own) and
 * 'Salvar Configurações', which sends the whole settings object.
 */
export function CampaignSettingsPage(props: CampaignSettingsPageProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="campaign-settings-title"
      className="flex h-full min-h-0 flex-col gap-4 overflow-y-auto p-4 sm:p-6"
    >
      <h1 id="campaign-settings-title" className="text-xl font-semibold text-ink">
        {t('campaigns:settings.title')}
      </h1>
      <ResourceState
        status={props.settings !== null ? 'success' : props.read.status}
        {...(props.read.error === undefined ? {} : { error: props.read.error })}
        onRetry={props.read.onRetry}
        retrying={props.read.retrying ?? false}
        className="rounded-xl border border-line bg-surface"
      >
        {props.settings !== null && (
          <SettingsForm initial={props.settings} saving={props.saving} onSave={props.onSave} />
        )}
      </ResourceState>
    </section>
  );
}

function SettingsForm(props: {
  initial: CampaignSettingsInput;
  saving: boolean;
  onSave: (settings: CampaignSettingsInput) => void;
}) {
  const { t } = useTranslation();
  const form = useCampaignSettingsForm({
    initial: props.initial,
    saving: props.saving,
    onSave: props.onSave,
  });
  const [adding, setAdding] = useState(false);
  const optionLabel = (key: IntervalKey, n: number) => {
    if (n === 0)
      return key === 'longerIntervalAfter'
        ? t('campaigns:settings.notDefined')
        : t('campaigns:settings.noInterval');
    return key === 'longerIntervalAfter'
      ? t('campaigns:settings.messages', { count: n })
      : t('campaigns:settings.seconds', { count: n });
  };
  const optionsOf = (key: IntervalKey, value: number) => {
    const known = INTERVAL_OPTIONS[key];
    // A value stored elsewhere that is not one of the options is still shown as it is.
    const all = known.includes(value) ? known : [...known, value].sort((a, b) => a - b);
    return all.map((n) => ({ value: String(n), label: optionLabel(key, n) }));
  };
  return (
    <>
      <form className="flex flex-col gap-6" noValidate onSubmit={submitWith(form)}>
        <section
          aria-labelledby="campaign-settings-intervals"
          className="rounded-xl border border-line bg-surface p-4"
        >
          <h2 id="campaign-settings-intervals" className="mb-4 text-base font-semibold text-ink">
            {t('campaigns:settings.intervals')}
          </h2>
          <div className="grid gap-4 md:grid-cols-3">
            {INTERVAL_KEYS.map((key) => (
              <form.Field key={key} name={key}>
                {(field) => (
                  <Select
                    label={t(`campaigns:settings.${key}`)}
                    value={String(field.state.value)}
                    onChange={(v) => field.handleChange(Number(v))}
                    options={optionsOf(key, field.state.value)}
                  />
                )}
              </form.Field>
            ))}
          </div>
        </section>
        <section
          aria-labelledby="campaign-settings-variables"
          className="rounded-xl border border-line bg-surface p-4"
        >
          <div className="mb-4 flex flex-wrap items-center gap-3">
            <h2 id="campaign-settings-variables" className="mr-auto text-base font-semibold text-ink">
              {t('campaigns:settings.variables')}
            </h2>
            <Button variant="secondary" onClick={() => setAdding(true)}>
              <PlusIcon aria-hidden="true" className="size-4" />
              {t('campaigns:settings.addVariable')}
            </Button>
          </div>
          <form.Field name="variables">
            {(field) =>
              field.state.value.length === 0 ? (
                <EmptyState icon={<VariableIcon />} title={t('campaigns:settings.noVariables')} />
              ) : (
                <table className="w-full text-left text-sm" aria-labelledby="campaign-settings-variables">
                  <thead>
                    <tr className="border-b border-line text-xs uppercase tracking-wide text-ink-muted">
                      <th scope="col" className="px-2 py-2 font-semibold">
                        {t('campaigns:settings.shortcut')}
                      </th>
                      <th scope="col" className="px-2 py-2 font-semibold">
                        {t('campaigns:settings.content')}
                      </th>
                      <th scope="col" className="px-2 py-2 text-right font-semibold">
                        {t('campaigns:table.actions')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {field.state.value.map((v) => (
                      <tr key={v.key} className="border-b border-line last:border-0">
                        <td className="px-2 py-2 font-mono text-ink">{`{${v.key}}`}</td>
                        <td className="px-2 py-2 text-ink">{v.value}</td>
                        <td className="px-2 py-1 text-right">
                          <IconButton
                            size="sm"
                            icon={<TrashIcon />}
                            aria-label={t('campaigns:settings.deleteVariable', { key: v.key })}
                            onClick={() =>
                              field.handleChange(field.state.value.filter((x) => x.key !== v.key))
                            }
                          />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )
            }
          </form.Field>
        </section>
        <div className="flex justify-end">
          <Button type="submit" loading={props.saving}>
            {t('campaigns:settings.save')}
          </Button>
        </div>
      </form>
      <form.Subscribe selector={(state) => state.values.variables}>
        {(variables) => (
          <VariableDialog
            open={adding}
            variables={variables}
            onClose={() => setAdding(false)}
            onAdd={(variable) => {
              const next = withVariable(variables, variable);
              if (next === null) return;
              form.setFieldValue('variables', next);
              setAdding(false);
            }}
          />
        )}
      </form.Subscribe>
    </>
  );
}

/** S2 §2: 'Atalho' and 'Conteúdo', 'Fechar' and 'Adicionar'; a key already listed is refused (S2 §5). */
export function VariableDialog(props: {
  open: boolean;
  /** The variables listed now: a key among them is refused, the dialog staying with what was typed. */
  variables: readonly CampaignVariable[];
  onClose: () => void;
  /** A variable whose key is not listed. */
  onAdd: (variable: CampaignVariable) => void;
}) {
  const { t } = useTranslation();
  const form = useVariableForm({ variables: props.variables, onAdd: props.onAdd });
  const close = () => {
    form.reset();
    props.onClose();
  };
  return (
    <Dialog
      open={props.open}
      onClose={close}
      title={t('campaigns:settings.variableDialog')}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('campaigns:settings.close')}
          </Button>
          {/* No form element: Enter in a field adds nothing, only this button does. */}
          <Button onClick={() => void form.handleSubmit()}>{t('campaigns:settings.add')}</Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <form.Field name="key">
          {(field) => (
            <TextField
              label={t('campaigns:settings.shortcut')}
              data-autofocus
              autoComplete="off"
              name={field.name}
              value={field.state.value}
              error={fieldError(field)}
              onChange={(event) => field.handleChange(event.target.value)}
            />
          )}
        </form.Field>
        <form.Field name="value">
          {(field) => (
            <TextField label={t('campaigns:settings.content')} autoComplete="off" {...bindText(field)} />
          )}
        </form.Field>
      </div>
    </Dialog>
  );
}
