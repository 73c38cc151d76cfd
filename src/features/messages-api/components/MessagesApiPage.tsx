import clsx from 'clsx';
import { useId, useMemo, type ComponentType, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { controlBorder, controlClass } from '../../../ui/field-styles.ts';
import { useEntityForm } from '../../../ui/entity/entity-form.tsx';
import {
  fieldError,
  submitWith,
  textField,
  type FormFieldLike,
  type SubmittableForm,
  type TextFieldOptions,
} from '../../../ui/form-field.ts';
import {
  emptyMediaTest,
  emptyTextTest,
  mediaTestSchema,
  textTestSchema,
  type MediaTestValues,
  type TextTestValues,
} from './message-api-form.ts';
import { Forbidden } from '../../../ui/Forbidden.tsx';

/** One test form's state: busy while its send runs; `sent` counts the successes (each one empties the form). */
export interface TestFormState {
  busy: boolean;
  sent: number;
}

export interface MessagesApiPageProps {
  /** Where the API is: the backend's host and POST /api/messages/send (S3 §7). */
  endpoint: string;
  text: TestFormState;
  media: TestFormState;
  onSendText: (values: TextTestValues) => void;
  onSendMedia: (values: MediaTestValues & { file: File }) => void;
}

/**
 * S3 §2.13 Message API documentation (/messages-api): how to send text and media messages (the number without a mask:
 * country code, area code, number; the connection's token as the bearer) and a test form for each.
 */
export function MessagesApiPage(props: MessagesApiPageProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="messages-api-title" className="h-full overflow-y-auto p-4 sm:p-6">
      <div className="mx-auto flex max-w-5xl flex-col gap-6">
        <h1 id="messages-api-title" className="text-xl font-semibold text-ink">
          {t('messagesApi:title')}
        </h1>
        <Card>
          <h2 className="text-base font-semibold text-ink">{t('messagesApi:methods')}</h2>
          <ol className="mt-2 list-decimal pl-6 text-sm text-ink">
            <li>{t('messagesApi:methodText')}</li>
            <li>{t('messagesApi:methodMedia')}</li>
          </ol>
          <h2 className="mt-5 text-base font-semibold text-ink">{t('messagesApi:instructions')}</h2>
          <p className="mt-2 text-sm font-semibold text-ink">{t('messagesApi:important')}</p>
          <ul className="mt-1 list-disc space-y-2 pl-6 text-sm text-ink">
            <li>{t('messagesApi:tokenNote')}</li>
            <li>
              {t('messagesApi:numberNote')}
              <ul className="mt-1 list-[circle] pl-6">
                <li>{t('messagesApi:countryCode')}</li>
                <li>{t('messagesApi:areaCode')}</li>
                <li>{t('messagesApi:number')}</li>
              </ul>
            </li>
          </ul>
        </Card>
        <Card>
          <h2 id="messages-api-text" className="text-base font-semibold text-ink">
            {t('messagesApi:textTitle')}
          </h2>
          <div className="mt-3 grid gap-6 lg:grid-cols-2">
            <Reference
              intro={t('messagesApi:textIntro')}
              rows={[
                [t('messagesApi:endpoint'), <code key="e">{props.endpoint}</code>],
                [t('messagesApi:method'), 'POST'],
                [t('messagesApi:headers'), t('messagesApi:textHeaders')],
                [
                  t('messagesApi:body'),
                  <code key="b">{'{ "number": "5511999999999", "body": "Sua mensagem" }'}</code>,
                ],
              ]}
            />
            <TextTestForm
              key={props.text.sent}
              sectionId="messages-api-text"
              state={props.text}
              onSend={props.onSendText}
            />
          </div>
        </Card>
        <Card>
          <h2 id="messages-api-media" className="text-base font-semibold text-ink">
            {t('messagesApi:mediaTitle')}
          </h2>
          <div className="mt-3 grid gap-6 lg:grid-cols-2">
            <Reference
              intro={t('messagesApi:mediaIntro')}
              rows={[
                [t('messagesApi:endpoint'), <code key="e">{props.endpoint}</code>],
                [t('messagesApi:method'), 'POST'],
                [t('messagesApi:headers'), t('messagesApi:mediaHeaders')],
                [
                  t('messagesApi:formData'),
                  <code key="f">{`number: 5511999999999; medias: ${t('messagesApi:mediaFile')}`}</code>,
                ],
              ]}
            />
            <MediaTestForm
              key={props.media.sent}
              sectionId="messages-api-media"
              state={props.media}
              onSend={props.onSendMedia}
            />
          </div>
        </Card>
      </div>
    </section>
  );
}

function Card({ children }: { children: ReactNode }) {
  return <div className="rounded-xl border border-line bg-surface p-4 sm:p-5">{children}</div>;
}

function Reference({ intro, rows }: { intro: string; rows: [string, ReactNode][] }) {
  return (
    <div className="min-w-0 text-sm text-ink">
      <p>{intro}</p>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The fields both test forms ask first: the connection's token and the number, without a mask. */
function tokenField(t: TFunction): TextFieldOptions {
  return { label: t('messagesApi:form.token'), autoComplete: 'off', spellCheck: false };
}

function numberField(t: TFunction): TextFieldOptions {
  return {
    label: t('messagesApi:form.number'),
    inputMode: 'numeric',
    autoComplete: 'off',
    hint: t('messagesApi:form.numberHint'),
  };
}

/** The token and number fields, drawn with either form's Field (both forms name them alike). */
function tokenAndNumber(
  Field: ComponentType<{ name: 'token' | 'number'; children: (field: FormFieldLike<string>) => ReactNode }>,
  t: TFunction,
) {
  return [
    <Field key="token" name="token">
      {textField(tokenField(t))}
    </Field>,
    <Field key="number" name="number">
      {textField(numberField(t))}
    </Field>,
  ];
}

/** A test form's frame: its 'Teste de Envio' heading, the token and number side by side, its own field, Enviar. */
function TestForm({
  sectionId,
  form,
  busy,
  firstFields,
  children,
}: {
  /** The section's heading: with 'Teste de Envio' it names the form (two forms, two names). */
  sectionId: string;
  form: SubmittableForm;
  busy: boolean;
  firstFields: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <form
      aria-labelledby={`${sectionId} ${headingId}`}
      noValidate
      className="flex flex-col gap-3 rounded-lg bg-surface-muted p-4"
      onSubmit={submitWith(form)}
    >
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        {t('messagesApi:test')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">{firstFields}</div>
      {children}
      <div className="flex justify-end">
        <Button type="submit" loading={busy}>
          {t('messagesApi:form.send')}
        </Button>
      </div>
    </form>
  );
}

interface TestFormProps<V> {
  sectionId: string;
  state: TestFormState;
  onSend: (values: V) => void;
}

function TextTestForm({ sectionId, state, onSend }: TestFormProps<TextTestValues>) {
  const { t } = useTranslation();
  const schema = useMemo(() => textTestSchema(t), [t]);
  const form = useEntityForm(emptyTextTest(), schema, state.busy, (value) =>
    onSend({ token: value.token.trim(), number: value.number.trim(), body: value.body }),
  );
  return (
    <TestForm sectionId={sectionId} form={form} busy={state.busy} firstFields={tokenAndNumber(form.Field, t)}>
      <form.Field name="body">
        {textField({ label: t('messagesApi:form.body'), autoComplete: 'off' })}
      </form.Field>
    </TestForm>
  );
}

function MediaTestForm({ sectionId, state, onSend }: TestFormProps<MediaTestValues & { file: File }>) {
  const { t } = useTranslation();
  const fileId = useId();
  const schema = useMemo(() => mediaTestSchema(t), [t]);
  const form = useEntityForm(emptyMediaTest(), schema, state.busy, (value) => {
    if (value.file !== null)
      onSend({ token: value.token.trim(), number: value.number.trim(), file: value.file });
  });
  return (
    <TestForm sectionId={sectionId} form={form} busy={state.busy} firstFields={tokenAndNumber(form.Field, t)}>
      <form.Field name="file">
        {(field) => {
          const error = fieldError(field);
          return (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={fileId} className="text-sm font-medium text-ink">
                {t('messagesApi:form.media')}
              </label>
              <input
                id={fileId}
                name="medias"
                type="file"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${fileId}-error` : undefined}
                onChange={(e) => field.handleChange(e.target.files?.[0] ?? null)}
                onBlur={field.handleBlur}
                className={clsx(
                  controlClass,
                  controlBorder(Boolean(error)),
                  'py-1.5 file:mr-3 file:rounded-md file:border-0 file:bg-primary/10 file:px-3 file:py-1 file:text-sm file:font-medium file:text-ink',
                )}
              />
              {error && (
                <p id={`${fileId}-error`} className="text-xs font-medium text-red-700 dark:text-red-400">
                  {error}
                </p>
              )}
            </div>
          );
        }}
      </form.Field>
    </TestForm>
  );
}

/** S3 §6: the page refused to a user without the administration right (a typed URL; the drawer hides it). */
export function MessagesApiForbidden() {
  const { t } = useTranslation();
  return (
    <Forbidden
      id="messages-api-forbidden"
      title={t('messagesApi:forbidden.title')}
      message={t('messagesApi:forbidden.message')}
    />
  );
}
