import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../ui/Select.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { DROPDOWNS, INTEGRATIONS, SECRET_KEYS, dropdownValue } from './settings-values.ts';

export interface OptionsTabProps {
  /** The company's settings as key → value. */
  values: Readonly<Record<string, string>>;
  /** Keys whose save is running: their control shows 'Atualizando...' and takes no change. */
  saving: ReadonlySet<string>;
  /** Keys saved in this visit (an integration field shows 'Salvo'). */
  saved?: ReadonlySet<string>;
  /** A dropdown changed, or an integration field left with a new value: PUT /settings/:key. */
  onChange: (key: string, value: string) => void;
}

/**
 * S3 §2.8 'Opções': the dropdowns save on change with the 'updating' hint (S3 §4.6), then the integration inputs by
 * group, each saved when left with a changed value.
 */
export function OptionsTab({ values, saving, saved, onChange }: OptionsTabProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="settings-general" className="flex flex-col gap-3">
        <h2 id="settings-general" className="text-base font-semibold text-ink">
          {t('settings:general')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {DROPDOWNS.map((d) => {
            const busy = saving.has(d.key);
            return (
              <Select<string>
                key={d.key}
                name={d.key}
                label={t(`settings:options.${d.key}.label`)}
                value={dropdownValue(values, d.key)}
                disabled={busy}
                hint={busy ? t('settings:updating') : undefined}
                options={d.choices.map((c) => ({ value: c, label: t(`settings:options.${d.key}.${c}`) }))}
                onChange={(value) => {
                  if (value !== dropdownValue(values, d.key)) onChange(d.key, value);
                }}
              />
            );
          })}
        </div>
      </section>
      <section aria-labelledby="settings-integrations" className="flex flex-col gap-3">
        <div>
          <h2 id="settings-integrations" className="text-base font-semibold text-ink">
            {t('settings:integrations.title')}
          </h2>
          <p className="text-sm text-ink-muted">{t('settings:integrations.hint')}</p>
        </div>
        {INTEGRATIONS.map((g) => (
          <fieldset key={g.group} className="rounded-xl border border-line p-4">
            <legend className="px-1 text-sm font-medium text-ink">
              {t(`settings:integrations.${g.group}`)}
            </legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {g.keys.map((key) => (
                <IntegrationField
                  key={key}
                  name={key}
                  label={t(`settings:integrations.${key}`)}
                  stored={values[key] ?? ''}
                  secret={SECRET_KEYS.has(key)}
                  busy={saving.has(key)}
                  saved={saved?.has(key) ?? false}
                  onSave={(value) => onChange(key, value)}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </section>
    </div>
  );
}

function IntegrationField(props: {
  name: string;
  label: string;
  stored: string;
  secret: boolean;
  busy: boolean;
  saved: boolean;
  onSave: (value: string) => void;
}) {
  const { t } = useTranslation();
  // What is typed stays until the stored value changes (this save landing, or a change elsewhere); a failed save
  // keeps it, so nothing typed is lost.
  const [draft, setDraft] = useState<string | null>(null);
  const [seen, setSeen] = useState(props.stored);
  if (seen !== props.stored) {
    setSeen(props.stored);
    setDraft(null);
  }
  const value = draft ?? props.stored;
  const leave = () => {
    if (draft === null) return;
    if (draft.trim() !== props.stored) props.onSave(draft.trim());
    else setDraft(null);
  };
  return (
    <TextField
      name={props.name}
      label={props.label}
      type={props.secret ? 'password' : 'text'}
      autoComplete="off"
      value={value}
      readOnly={props.busy}
      aria-busy={props.busy || undefined}
      hint={props.busy ? t('settings:updating') : props.saved ? t('settings:saved') : undefined}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={leave}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          leave();
        }
      }}
    />
  );
}
