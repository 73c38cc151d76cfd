import { PaperClipIcon, TrashIcon } from '@heroicons/react/20/solid';
import { useForm } from '@tanstack/react-form';
import clsx from 'clsx';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Campaign } from '../../../api/schemas/s2.ts';
import { Button } from '../../../ui/Button.tsx';
import { ChangedElsewhereNote } from '../../../ui/ChangedElsewhereNote.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { controlBorder, controlClass } from '../../../ui/field-styles.ts';
import { submitWith, textField } from '../../../ui/form-field.ts';
import type { ReadState } from '../../../ui/ResourceState.tsx';
import { Select, type SelectOption } from '../../../ui/Select.tsx';
import { Tabs } from '../../../ui/Tabs.tsx';
import {
  campaignSchema,
  emptyCampaignValues,
  MESSAGE_INDEXES,
  refuseMedia,
  TAB_INDEX,
  valuesOf,
  type CampaignFormValues,
  type CampaignSubmit,
  type MediaRefusal,
} from './campaign-form.ts';

export interface CampaignDialogProps {
  open: boolean;
  editing: Campaign | null;
  values: CampaignSubmit | null;
  busy: boolean;
  changedElsewhere: boolean;
  /** campaignOffers of the campaign (a new one is INATIVA: everything). */
  offers: { edit: boolean; saveMessages: boolean; cancel: boolean; restart: boolean };
  /** A cancel or restart of this campaign is running. */
  commandBusy: boolean;
  contactLists: readonly SelectOption<string>[];
  connections: readonly SelectOption<string>[];
  /** The reads of the two selects' options: a failure shows in the select's place with a retry. */
  contactListsLoad?: ReadState | undefined;
  connectionsLoad?: ReadState | undefined;
  /** The company's custom variables (campaign settings), for the helper text. */
  variables: readonly string[];
  onSubmit: (submit: CampaignSubmit) => void;
  onClose: () => void;
  onCancelCampaign: () => void;
  onRestartCampaign: () => void;
}

/** S2 §2 Campaign dialog: fields, five message tabs, media, the status buttons, read-only by the S2 §4 rule. */
export function CampaignDialog(props: CampaignDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const { editing, offers } = props;
  const readOnly = !offers.edit;
  const canSave = offers.edit || offers.saveMessages;
  const title = readOnly
    ? t('campaigns:dialog.readonly')
    : editing
      ? t('campaigns:dialog.update')
      : t('campaigns:dialog.new');
  const initial = props.values ?? {
    values: editing ? valuesOf(editing) : emptyCampaignValues(),
    file: null,
    removeMedia: false,
  };
  return (
    <Dialog
      open={props.open}
      onClose={() => {
        if (!props.busy) props.onClose();
      }}
      size="lg"
      title={title}
      actions={
        <>
          {offers.restart && editing && (
            <Button variant="secondary" loading={props.commandBusy} onClick={props.onRestartCampaign}>
              {t('campaigns:dialog.buttons.restart')}
            </Button>
          )}
          {offers.cancel && editing && (
            <Button variant="secondary" loading={props.commandBusy} onClick={props.onCancelCampaign}>
              {t('campaigns:dialog.buttons.cancel')}
            </Button>
          )}
          <Button variant="secondary" onClick={props.onClose} disabled={props.busy}>
            {t('campaigns:dialog.buttons.close')}
          </Button>
          {canSave && (
            <Button type="submit" form={formId} loading={props.busy}>
              {editing ? t('campaigns:dialog.buttons.edit') : t('campaigns:dialog.buttons.add')}
            </Button>
          )}
        </>
      }
    >
      {props.changedElsewhere && <ChangedElsewhereNote />}
      <CampaignForm
        key={editing?.id ?? 'new'}
        id={formId}
        initial={initial}
        editing={editing}
        readOnly={readOnly}
        messagesEditable={canSave}
        busy={props.busy}
        contactLists={props.contactLists}
        connections={props.connections}
        contactListsLoad={props.contactListsLoad}
        connectionsLoad={props.connectionsLoad}
        variables={props.variables}
        onSubmit={props.onSubmit}
      />
    </Dialog>
  );
}

function CampaignForm(props: {
  id: string;
  initial: CampaignSubmit;
  editing: Campaign | null;
  readOnly: boolean;
  messagesEditable: boolean;
  busy: boolean;
  contactLists: readonly SelectOption<string>[];
  connections: readonly SelectOption<string>[];
  contactListsLoad: ReadState | undefined;
  connectionsLoad: ReadState | undefined;
  variables: readonly string[];
  onSubmit: (submit: CampaignSubmit) => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => campaignSchema(t), [t]);
  const [tab, setTab] = useState<`m${(typeof MESSAGE_INDEXES)[number]}`>('m1');
  const [file, setFile] = useState<File | null>(props.initial.file);
  const [removeMedia, setRemoveMedia] = useState(props.initial.removeMedia);
  const [refusal, setRefusal] = useState<MediaRefusal | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useForm({
    defaultValues: props.initial.values,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: ({ value }) => {
      if (props.busy || !props.messagesEditable) return;
      props.onSubmit({ values: { ...value, name: value.name.trim() }, file, removeMedia });
    },
  });
  const attachedName = file?.name ?? (removeMedia ? null : (props.editing?.mediaName ?? null));
  const variables = ['{nome}', '{numero}', '{email}', ...props.variables.map((k) => `{${k}}`)].join(', ');
  return (
    <form id={props.id} noValidate className="flex flex-col gap-4" onSubmit={submitWith(form)}>
      {/* A real read-only form: a disabled fieldset takes every control out of editing and of the submit. */}
      <fieldset disabled={props.readOnly} className="grid gap-4 sm:grid-cols-2">
        <form.Field name="name">
          {textField({
            label: t('campaigns:dialog.form.name'),
            'data-autofocus': true,
            autoComplete: 'off',
            className: 'sm:col-span-2',
          })}
        </form.Field>
        <form.Field name="confirmation">
          {(field) => (
            <Select
              label={t('campaigns:dialog.form.confirmation')}
              value={field.state.value ? 'on' : 'off'}
              onChange={(v) => field.handleChange(v === 'on')}
              disabled={props.readOnly}
              options={[
                { value: 'off', label: t('campaigns:confirmation.off') },
                { value: 'on', label: t('campaigns:confirmation.on') },
              ]}
            />
          )}
        </form.Field>
        <form.Field name="contactListId">
          {(field) => (
            <Select
              label={t('campaigns:dialog.form.contactList')}
              value={field.state.value}
              onChange={field.handleChange}
              disabled={props.readOnly}
              options={[{ value: '', label: t('campaigns:dialog.none') }, ...props.contactLists]}
              load={props.contactListsLoad}
            />
          )}
        </form.Field>
        <form.Field name="whatsappId">
          {(field) => (
            <Select
              label={t('campaigns:dialog.form.whatsapp')}
              value={field.state.value}
              onChange={field.handleChange}
              disabled={props.readOnly}
              options={[{ value: '', label: t('campaigns:dialog.none') }, ...props.connections]}
              load={props.connectionsLoad}
            />
          )}
        </form.Field>
        <form.Field name="scheduledAt">
          {textField({ type: 'datetime-local', label: t('campaigns:dialog.form.scheduledAt') })}
        </form.Field>
      </fieldset>
      <form.Subscribe selector={(s) => s.values.confirmation}>
        {(confirmation) => (
          <fieldset disabled={!props.messagesEditable}>
            <legend className="sr-only">{t('campaigns:dialog.messages')}</legend>
            <Tabs
              tabs={MESSAGE_INDEXES.map((i) => ({
                id: `m${i}` as const,
                label: t('campaigns:dialog.tab', { n: i }),
              }))}
              value={tab}
              onChange={setTab}
              fullWidth
              label={t('campaigns:dialog.messages')}
              renderPanel={(id) => {
                const index = TAB_INDEX[id];
                return (
                  <div className={clsx('grid gap-3 pt-3', confirmation && 'md:grid-cols-3')}>
                    <form.Field name={`messages[${index}]`}>
                      {(field) => (
                        <MessageArea
                          className={confirmation ? 'md:col-span-2' : undefined}
                          label={t('campaigns:dialog.form.message', { n: index + 1 })}
                          placeholder={t('campaigns:dialog.form.messagePlaceholder')}
                          hint={t('campaigns:dialog.variablesHint', { variables })}
                          value={field.state.value}
                          onChange={field.handleChange}
                          disabled={!props.messagesEditable}
                        />
                      )}
                    </form.Field>
                    {confirmation && (
                      <form.Field name={`confirmationMessages[${index}]`}>
                        {(field) => (
                          <MessageArea
                            label={t('campaigns:dialog.form.confirmationMessage', { n: index + 1 })}
                            placeholder={t('campaigns:dialog.form.messagePlaceholder')}
                            value={field.state.value}
                            onChange={field.handleChange}
                            disabled={!props.messagesEditable}
                          />
                        )}
                      </form.Field>
                    )}
                  </div>
                );
              }}
            />
          </fieldset>
        )}
      </form.Subscribe>
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={fileInput}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (!chosen) return;
            const refused = refuseMedia(chosen);
            setRefusal(refused);
            if (refused === null) setFile(chosen);
          }}
        />
        {attachedName !== null ? (
          <span className="inline-flex items-center gap-2 rounded-lg border border-line px-2 py-1 text-sm">
            <PaperClipIcon aria-hidden="true" className="size-4" />
            <span data-testid="campaign-attachment">{attachedName}</span>
            {!props.readOnly && (
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('campaigns:dialog.removeMedia', { name: attachedName })}
                onClick={() => setConfirmRemove(true)}
              >
                <TrashIcon aria-hidden="true" className="size-4" />
              </Button>
            )}
          </span>
        ) : (
          !props.readOnly && (
            <Button variant="secondary" onClick={() => fileInput.current?.click()} disabled={props.busy}>
              <PaperClipIcon aria-hidden="true" className="size-4" />
              {t('campaigns:dialog.buttons.attach')}
            </Button>
          )
        )}
        {refusal !== null && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {t(`campaigns:dialog.mediaRefused.${refusal}`)}
          </p>
        )}
      </div>
      <ConfirmDialog
        open={confirmRemove}
        busy={false}
        title={t('campaigns:confirmMedia.title')}
        message={t('campaigns:confirmMedia.message')}
        onConfirm={() => {
          setConfirmRemove(false);
          if (file !== null) setFile(null);
          else setRemoveMedia(true);
        }}
        onCancel={() => setConfirmRemove(false)}
      />
    </form>
  );
}

function MessageArea(props: {
  label: string;
  placeholder: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  className?: string | undefined;
}) {
  const id = useId();
  return (
    <div className={clsx('flex flex-col gap-1.5', props.className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {props.label}
      </label>
      <textarea
        id={id}
        rows={5}
        value={props.value}
        placeholder={props.placeholder}
        disabled={props.disabled}
        readOnly={props.disabled}
        aria-describedby={props.hint ? `${id}-hint` : undefined}
        onChange={(event) => props.onChange(event.target.value)}
        className={clsx(controlClass, controlBorder(false), 'min-h-28 py-2')}
      />
      {props.hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {props.hint}
        </p>
      )}
    </div>
  );
}

export type { CampaignFormValues };
