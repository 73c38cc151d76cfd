import { ArrowDownTrayIcon, QueueListIcon, UserIcon, UsersIcon } from '@heroicons/react/20/solid';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ContactList, ContactListItem } from '../../api/schemas/s2.ts';
import { entityTexts, type EntityView, type FieldsProps } from '../../ui/entity/entity-view.ts';
import { textField } from '../../ui/form-field.ts';
import {
  contactListSchema,
  emptyContactListValues,
  type ContactListFormValues,
} from './components/contact-list-form.ts';
import {
  contactListItemSchema,
  emptyContactListItemValues,
  NUMBER_PLACEHOLDER,
  type ContactListItemFormValues,
} from './components/contact-list-item-form.ts';
import { ValidityIcon } from './components/ValidityIcon.tsx';

/** What the lists' screen hands its rows: the example spreadsheet's download (planilha.xlsx). */
export interface ContactListsExtra {
  onExample: () => void;
  exampleBusy: boolean;
}

const linkButton =
  'inline-flex size-8 items-center justify-center rounded-lg text-ink-muted hover:bg-ink/5 hover:text-ink focus-visible:outline-2 focus-visible:outline-primary [&_svg]:size-4';

/** S2 §2 Contact lists (/contact-lists): a searchable table of lists with their contact counts; a row opens its contacts. */
export const contactListsView: EntityView<ContactList, ContactListFormValues, ContactListsExtra> = {
  titleId: 'contact-lists-title',
  icon: <QueueListIcon />,
  texts: entityTexts('contactLists:'),
  nameOf: (row) => row.name,
  columns: (t) => [
    {
      key: 'name',
      header: t('contactLists:table.name'),
      width: 'minmax(0,2fr)',
      cell: (row) => (
        <Link
          href={`/contact-lists/${row.id}/contacts`}
          className="truncate font-medium text-ink hover:underline"
        >
          {row.name}
        </Link>
      ),
    },
    {
      key: 'contacts',
      header: t('contactLists:table.contacts'),
      width: '8rem',
      align: 'center',
      cell: (row) => <span className="tabular-nums">{row.contactsCount ?? '—'}</span>,
    },
  ],
  actions: {
    width: '10rem',
    commands: (row, extra, t) => [
      {
        key: 'example',
        icon: <ArrowDownTrayIcon />,
        label: t('contactLists:example'),
        loading: extra.exampleBusy,
        onClick: extra.onExample,
      },
      { key: 'open', element: <OpenList row={row} /> },
    ],
  },
  form: {
    schema: contactListSchema,
    initial: (editing) => (editing ? { name: editing.name } : emptyContactListValues()),
    output: (values) => ({ name: values.name.trim() }),
    Fields: ContactListFields,
    size: 'sm',
    texts: {
      addTitle: 'contactLists:dialog.addTitle',
      editTitle: 'contactLists:dialog.editTitle',
      submitAdd: 'contactLists:dialog.okAdd',
      submitEdit: 'contactLists:dialog.okEdit',
    },
  },
};

/** A row's way to its contacts: a link (it goes somewhere), drawn as the row's icon buttons. */
function OpenList({ row }: { row: ContactList }) {
  const { t } = useTranslation();
  const label = t('contactLists:open', { name: row.name });
  return (
    <Link href={`/contact-lists/${row.id}/contacts`} aria-label={label} title={label} className={linkButton}>
      <UsersIcon aria-hidden="true" />
    </Link>
  );
}

function ContactListFields({ form }: FieldsProps<ContactList, ContactListFormValues, ContactListsExtra>) {
  const { t } = useTranslation();
  return (
    <form.Field name="name">
      {textField({
        label: t('contactLists:dialog.name'),
        'data-autofocus': true,
        autoComplete: 'off',
        maxLength: 60,
      })}
    </form.Field>
  );
}

/** S2 §2 Contacts of a list (/contact-lists/{id}/contacts): validity, name, number, email; add, edit, delete. */
export const contactListItemsView: EntityView<ContactListItem, ContactListItemFormValues> = {
  titleId: 'contact-list-items-title',
  icon: <UserIcon />,
  texts: entityTexts('contactLists:items.', {
    other: { searchPlaceholder: 'contactLists:searchPlaceholder' },
  }),
  nameOf: (item) => item.name,
  columns: (t) => [
    {
      key: 'validity',
      header: t('contactLists:items.table.validity'),
      width: '5.5rem',
      align: 'center',
      cell: (item) => <ValidityIcon item={item} />,
    },
    {
      key: 'name',
      header: t('contactLists:items.table.name'),
      width: 'minmax(0,2fr)',
      cell: (item) => <span className="truncate font-medium">{item.name}</span>,
    },
    {
      key: 'number',
      header: t('contactLists:items.table.number'),
      width: 'minmax(0,1.4fr)',
      cell: (item) => <span className="truncate tabular-nums">{item.number}</span>,
    },
    {
      key: 'email',
      header: t('contactLists:items.table.email'),
      width: 'minmax(0,2fr)',
      cell: (item) => <span className="truncate text-ink-muted">{item.email}</span>,
    },
  ],
  form: {
    schema: contactListItemSchema,
    initial: (editing) =>
      editing
        ? { name: editing.name, number: editing.number, email: editing.email }
        : emptyContactListItemValues(),
    output: (values) => ({
      name: values.name.trim(),
      number: values.number.trim(),
      email: values.email.trim(),
    }),
    Fields: ContactListItemFields,
    size: 'sm',
    texts: {
      addTitle: 'contactLists:items.dialog.addTitle',
      editTitle: 'contactLists:items.dialog.editTitle',
      submitAdd: 'contactLists:items.dialog.okAdd',
      submitEdit: 'contactLists:items.dialog.okEdit',
    },
  },
};

function ContactListItemFields({ form }: FieldsProps<ContactListItem, ContactListItemFormValues, undefined>) {
  const { t } = useTranslation();
  return (
    <>
      <form.Field name="name">
        {textField({
          label: t('contactLists:items.dialog.name'),
          'data-autofocus': true,
          autoComplete: 'off',
        })}
      </form.Field>
      <form.Field name="number">
        {textField({
          label: t('contactLists:items.dialog.number'),
          placeholder: NUMBER_PLACEHOLDER,
          inputMode: 'tel',
          autoComplete: 'off',
        })}
      </form.Field>
      <form.Field name="email">
        {textField({ label: t('contactLists:items.dialog.email'), type: 'email', autoComplete: 'off' })}
      </form.Field>
    </>
  );
}
