import { useForm } from '@tanstack/react-form';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Chat } from '../../../api/schemas/s2.ts';
import { ChangedElsewhereNote } from '../../../ui/ChangedElsewhereNote.tsx';
import { Dialog, FormDialogActions } from '../../../ui/Dialog.tsx';
import { submitWith, textField } from '../../../ui/form-field.ts';
import { MultiSelect } from '../../../ui/MultiSelect.tsx';
import type { ReadState } from '../../../ui/ResourceState.tsx';
import { chatSchema, emptyChatValues, type ChatFormValues } from './chat-form.ts';

export interface ChatDialogProps {
  open: boolean;
  /** The chat edited; null when creating. */
  editing: Chat | null;
  /** What the last submit sent (a failed save opens the form with it again). */
  values: ChatFormValues | null;
  busy: boolean;
  changedElsewhere: boolean;
  /** The company's users, as the reference's picker offers them (the owner joins anyway; picked, they get a second member row, as on the reference). */
  users: readonly { id: number; name: string }[];
  usersLoad?: ReadState | undefined;
  onSubmit: (values: ChatFormValues) => void;
  onClose: () => void;
}

/**
 * The members of an edited chat as the picker holds them, the owner included (the reference's edit lists every
 * member); names from the users list where a frame carried no user.
 */
function membersOf(chat: Chat, users: ChatDialogProps['users']): ChatFormValues['users'] {
  const ids = [...new Set(chat.users.map((u) => u.userId))];
  return ids.map((id) => ({
    id,
    name: users.find((u) => u.id === id)?.name ?? chat.users.find((u) => u.userId === id)?.user?.name ?? '',
  }));
}

/** S2 §2 'Internal chat': the 'Conversa' dialog, title and a user picker; 'Fechar' and 'Salvar'. */
export function ChatDialog(props: ChatDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const { open, editing, values, busy, changedElsewhere, onClose } = props;
  // One object per opening: TanStack Form resets to new default values, and a list made afresh at every render
  // would reset it at every render.
  const usersList = props.users;
  const initial = useMemo(
    () =>
      values ??
      (editing ? { title: editing.title, users: membersOf(editing, usersList) } : emptyChatValues()),
    // The names are read once per opening; a later users list does not reset what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [values, editing, open],
  );
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      size="md"
      title={t('chats:dialog.title')}
      actions={
        <FormDialogActions
          formId={formId}
          onCancel={onClose}
          cancelLabel={t('chats:dialog.close')}
          submitLabel={t('chats:dialog.save')}
          busy={busy}
        />
      }
    >
      {changedElsewhere && <ChangedElsewhereNote />}
      <ChatForm
        id={formId}
        initialValues={initial}
        busy={busy}
        users={props.users}
        usersLoad={props.usersLoad}
        onSubmit={props.onSubmit}
      />
    </Dialog>
  );
}

function ChatForm({
  id,
  initialValues,
  busy,
  users,
  usersLoad,
  onSubmit,
}: {
  id: string;
  initialValues: ChatFormValues;
  busy: boolean;
  users: ChatDialogProps['users'];
  usersLoad?: ReadState | undefined;
  onSubmit: (values: ChatFormValues) => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => chatSchema(t), [t]);
  const errorId = useId();
  const form = useForm({
    defaultValues: initialValues,
    validators: { onSubmit: schema },
    onSubmit: ({ value }) => {
      if (busy) return;
      onSubmit({ title: value.title.trim(), users: value.users });
    },
  });
  const options = users.map((u) => ({ value: u.id, label: u.name }));
  return (
    <form id={id} noValidate className="flex flex-col gap-4" onSubmit={submitWith(form)}>
      <form.Field name="title">
        {textField({
          label: t('chats:dialog.titleField'),
          placeholder: t('chats:dialog.titleField'),
          'data-autofocus': true,
          autoComplete: 'off',
        })}
      </form.Field>
      <form.Field name="users">
        {(field) => {
          const error = field.state.meta.errors
            .map((e) => (typeof e === 'string' ? e : (e as { message?: string } | undefined)?.message))
            .find(Boolean);
          return (
            <div className="flex flex-col gap-1" aria-describedby={error ? errorId : undefined}>
              <MultiSelect<number>
                label={t('chats:dialog.users')}
                placeholder={t('chats:dialog.usersPlaceholder')}
                summary={(n) => t('chats:dialog.usersCount', { count: n })}
                value={field.state.value.map((u) => u.id)}
                options={options}
                load={usersLoad}
                onChange={(ids) =>
                  field.handleChange(
                    ids.map((uid) => ({
                      id: uid,
                      name:
                        users.find((u) => u.id === uid)?.name ??
                        field.state.value.find((u) => u.id === uid)?.name ??
                        '',
                    })),
                  )
                }
              />
              {error && (
                <p id={errorId} role="alert" className="text-xs font-medium text-red-700 dark:text-red-400">
                  {error}
                </p>
              )}
            </div>
          );
        }}
      </form.Field>
    </form>
  );
}
