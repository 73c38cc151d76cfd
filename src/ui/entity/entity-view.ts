import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { PagedListViewProps } from '../InfiniteList.tsx';
import type { TableColumn } from '../Table.tsx';
import type { FormOf, FormSchema } from './entity-form.tsx';

/**
 * The view half of an entity's declaration (the other half, its calls and live frames, is its EntityDefinition in
 * src/session/entity): what its screen shows, drawn by the one generic screen (EntityPage). Every text is an i18n
 * key; `X` is what the screen hands the view besides the list (options of a select, a formatter, offers of a row).
 */
export interface EntityView<T, V, X = undefined> {
  /** The heading's id, unique on the page (`tags-title`). */
  titleId: string;
  texts: EntityTexts;
  /** The empty state's icon. */
  icon: ReactElement;
  /** The record's columns, left to right (the actions column is added after them). */
  columns: (t: TFunction, extra: X) => TableColumn<T>[];
  /** The actions column: its width and, for each row, the commands beside edit and delete (drawn first). */
  actions?: {
    width?: string;
    /** Commands of a row besides edit and delete. */
    commands?: (row: T, extra: X, t: TFunction) => readonly RowCommand[];
    /** Its header said to screen readers only (S3 §2.5, §2.6). */
    hideHeader?: boolean;
    /** What stands in place of a row's delete button when it cannot be deleted, saying why; undefined: it can. */
    undeletable?: (row: T, extra: X, t: TFunction) => ReactNode;
  };
  /** What names a record in the buttons' and the confirmation's texts ({{name}}). */
  nameOf: (row: T) => string;
  /** The add/edit form; none: the records are read-only here. */
  form?: EntityFormView<T, V, X>;
  /** Estimated row height for the virtualiser. */
  estimateSize?: number;
  rowClassName?: (row: T, extra: X) => string | undefined;
  /**
   * The 'tab' frame laid out otherwise (S3 §2.5, §2.6): the tab's classes, and the table drawn unboxed with its own.
   * Default: gap-4, the table boxed at a fixed height.
   */
  tabLayout?: { className: string; tableClassName: string };
}

export interface EntityTexts {
  title: string;
  /** The search box's placeholder; none: the list has no search (S3 §2.4 queues). */
  searchPlaceholder?: string;
  /** The add button; none: nothing is added from the header. */
  add?: string;
  tableLabel: string;
  actionsHeader: string;
  empty: string;
  /** The empty state while searching (default: `empty`). */
  emptySearch?: string;
  emptyHint?: string;
  /** The row buttons' accessible names, with {{name}}. */
  edit?: string;
  delete?: string;
  /** The delete confirmation (default: S2 §8's 'Excluir Registro'). */
  confirmTitle?: string;
  /** Its message; several keys are said one after the other. */
  confirmMessage?: string | readonly string[];
  confirmLabel?: string;
}

/** The texts a screen may go without. */
type OptionalText = Exclude<
  keyof EntityTexts,
  'title' | 'tableLabel' | 'actionsHeader' | 'empty' | 'confirmLabel'
>;

/**
 * An entity's texts named the usual way under one prefix (`entityTexts('tags:')` gives `tags:title`,
 * `tags:table.label`…), so a screen writes only where its keys differ: `without` the texts it has not (no search,
 * no add), `other` the ones named otherwise.
 */
export function entityTexts(
  prefix: string,
  options: { without?: readonly OptionalText[]; other?: Partial<EntityTexts> } = {},
): EntityTexts {
  const texts: EntityTexts = {
    title: `${prefix}title`,
    searchPlaceholder: `${prefix}searchPlaceholder`,
    add: `${prefix}add`,
    tableLabel: `${prefix}table.label`,
    actionsHeader: `${prefix}table.actions`,
    empty: `${prefix}empty`,
    emptySearch: `${prefix}emptySearch`,
    emptyHint: `${prefix}emptyHint`,
    edit: `${prefix}edit`,
    delete: `${prefix}delete`,
    confirmTitle: `${prefix}confirmDeleteTitle`,
    confirmMessage: `${prefix}confirmDeleteMessage`,
  };
  for (const text of options.without ?? []) delete texts[text];
  return { ...texts, ...options.other };
}

/** A row's command beside edit and delete (a report, a cancel, a start ticket…): a button, or an element of its own. */
export type RowCommand = RowButton | RowElement;

/** An icon button. */
export interface RowButton {
  key: string;
  icon: ReactElement;
  /** Its accessible name, already worded. */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** Waiting for the server (a download): a spinner, clicks refused. */
  loading?: boolean;
}

/** Drawn as given instead of a button (a link to the record's own page, PAGAR / PAGO); it names itself. */
export interface RowElement {
  key: string;
  element: ReactNode;
}

export interface EntityFormView<T, V, X = undefined> {
  schema: FormSchema<V>;
  /** What the form starts from for a record (null: a new one). */
  initial: (editing: T | null, extra: X) => V;
  /** What is sent once the rules passed (trimmed, normalised). */
  output?: (values: V) => V;
  /** The fields, drawn inside the form. */
  Fields: ComponentType<FieldsProps<T, V, X>>;
  texts: {
    addTitle: string;
    editTitle: string;
    submitAdd: string;
    submitEdit: string;
    cancel?: string;
    /** The inline form's delete button (default: common:delete). */
    delete?: string;
  };
  size?: 'sm' | 'md' | 'lg';
  /**
   * 'dialog' (default): a modal opened by add and edit. 'inline': always above the table (S3 §2.5–§2.7, the super
   * user's tabs), a row's edit loads it, 'Limpar' empties it, 'Excluir' shows while a record is loaded.
   */
  placement?: 'dialog' | 'inline';
  /** The inline form drawn otherwise (S3 §2.5, §2.6: named by its title, a grid, no row highlight). */
  inline?: InlineFormLayout;
}

export interface InlineFormLayout {
  /** Named by its title (aria-label) instead of a heading; the changed-elsewhere note stands above it. */
  label?: boolean;
  /** The form's classes (a grid) and its buttons row's (spanning the grid). */
  className?: string;
  buttonsClassName?: string;
  /** Its delete button while a record is loaded (default: when the rows have one). */
  delete?: boolean;
  /** The loaded record's row highlighted (default: yes). */
  markEditing?: boolean;
}

export interface FieldsProps<T, V, X> {
  form: FormOf<V>;
  editing: T | null;
  busy: boolean;
  extra: X;
}

/** The add/edit dialog's state, as the entity page machine holds it. */
export interface EntityDialogState<T, V> {
  open: boolean;
  /** The record edited; null when adding. */
  editing: T | null;
  /** The values of the last submit (a failed save keeps them in the form). */
  values: V | null;
  /** Waiting the submit delay or saving. */
  busy: boolean;
  changedElsewhere: boolean;
}

export interface EntityConfirmState<T> {
  open: boolean;
  record: T | null;
  busy: boolean;
}

/** The intents of an entity screen, sent to its machine. */
export interface EntityIntents<T, V> {
  search: (text: string) => void;
  add: () => void;
  edit: (record: T) => void;
  close: () => void;
  submit: (values: V) => void;
  askDelete: (record: T) => void;
  confirmDelete: () => void;
  cancelDelete: () => void;
}

/** What may be done here, from the permission table (src/lib/permissions.ts). Default: everything. */
export interface EntityPermissions {
  add?: boolean;
  edit?: boolean;
  delete?: boolean;
}

/** Everything the generic screen draws an entity from: its view, its list, its machine's state and intents. */
export interface EntityPageProps<T, V, X = undefined> {
  view: EntityView<T, V, X>;
  list: PagedListViewProps & { items: readonly T[] };
  /** The search as typed (the list machine holds it). */
  search: string;
  dialog: EntityDialogState<T, V>;
  confirm: EntityConfirmState<T>;
  intents: EntityIntents<T, V>;
  extra: X;
  permissions?: EntityPermissions;
  /** The edited record's own read (GET /users/:id…) while it is not in, or failed, with its retry. */
  load?: { status: 'pending' | 'error'; error?: string | undefined; onRetry: () => void } | undefined;
  /** The heading, already worded, in place of the view's title (a list's own name). */
  title?: string;
  /** The table's accessible name, already worded, in place of the view's. */
  tableLabel?: string;
  /** Header buttons before the add button (an import). */
  actions?: ReactNode;
  /** The screen's own add/edit dialog in place of the view's form (a dialog another screen shares, bound there). */
  formDialog?: ReactNode;
  /** The screen's own dialogs (an import, a start ticket). */
  dialogs?: ReactNode;
  /** Above the table, under the header (a notice, filters). */
  before?: ReactNode;
  /** The inline form's own buttons while a record is loaded, before its submit (the company's 'Usuário'). */
  formButtons?: ReactNode;
}
