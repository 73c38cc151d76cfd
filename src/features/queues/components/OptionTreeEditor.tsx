import { CheckIcon, PencilSquareIcon, PlusIcon, TrashIcon, XMarkIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { controlBorder, controlClass } from '../../../ui/field-styles.ts';
import { IconButton } from '../../../ui/IconButton.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { pathOf, type OptionNode, type OptionTree } from './option-tree.ts';

export interface OptionTreeEditorProps {
  /** 'unsaved' for a queue not saved yet: it has no id for options to point at. */
  status: 'unsaved' | 'loading' | 'error' | 'ready';
  tree: OptionTree;
  /** Options whose save, delete or renumbering is running. */
  busyKeys: ReadonlySet<string>;
  /** The option whose delete is being asked; `busy` while it runs. */
  confirm: { key: string; busy: boolean } | null;
  onRetry: () => void;
  /** A new option at the end of the roots (null) or of a saved option's children. */
  onAdd: (parentKey: string | null) => void;
  onEdit: (key: string) => void;
  onChange: (key: string, patch: { title?: string; message?: string }) => void;
  onSave: (key: string) => void;
  onCancel: (key: string) => void;
  onDelete: (key: string) => void;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
}

const field = (invalid = false) =>
  clsx(controlClass, controlBorder(invalid), 'focus:border-primary focus:ring-3 focus:ring-primary/20');

/**
 * S3 §4.5 option-tree editor: numbered options, each with its sub-options, an edit mode per option (title and
 * message), save (the screen sends POST for a new option, PUT for an existing one), delete (asked first; the
 * siblings after it are renumbered). Keyboard: every action is a named button in reading order; in an option being
 * edited Enter in the title saves and Escape cancels; the focus goes to a new option's title, and back to the edit
 * button when the edit mode ends.
 */
export function OptionTreeEditor(props: OptionTreeEditorProps) {
  const { t } = useTranslation();
  const { status, tree } = props;
  const headingId = 'queue-options-title';
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <h3 id={headingId} className="text-sm font-semibold text-ink">
          {t('queues:options.title')}
        </h3>
        {status === 'ready' && (
          <Button size="sm" variant="secondary" onClick={() => props.onAdd(null)}>
            <PlusIcon aria-hidden="true" className="size-4" />
            {t('queues:options.addRoot')}
          </Button>
        )}
      </div>
      {status === 'unsaved' && <p className="text-sm text-ink-muted">{t('queues:options.saveQueueFirst')}</p>}
      {status === 'loading' && (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner size="sm" />
          {t('queues:options.loading')}
        </p>
      )}
      {status === 'error' && (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-ink">
          {t('queues:options.loadFailed')}
          <Button size="sm" variant="secondary" onClick={props.onRetry}>
            {t('queues:options.retry')}
          </Button>
        </p>
      )}
      {status === 'ready' &&
        (tree.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('queues:options.empty')}</p>
        ) : (
          <OptionList nodes={tree} tree={tree} props={props} depth={0} label={t('queues:options.title')} />
        ))}
      <ConfirmDialog
        open={props.confirm !== null}
        busy={props.confirm?.busy ?? false}
        title={t('queues:options.confirmDeleteTitle')}
        message={t('queues:options.confirmDeleteMessage')}
        onConfirm={props.onConfirmDelete}
        onCancel={props.onCancelDelete}
      />
    </section>
  );
}

function OptionList({
  nodes,
  tree,
  props,
  depth,
  label,
}: {
  nodes: readonly OptionNode[];
  tree: OptionTree;
  props: OptionTreeEditorProps;
  depth: number;
  label: string;
}) {
  return (
    <ol
      aria-label={label}
      className={clsx('flex flex-col gap-2', depth > 0 && 'mt-2 border-l border-line pl-4')}
    >
      {nodes.map((node) => (
        <OptionItem key={node.key} node={node} tree={tree} props={props} depth={depth} />
      ))}
    </ol>
  );
}

function OptionItem({
  node,
  tree,
  props,
  depth,
}: {
  node: OptionNode;
  tree: OptionTree;
  props: OptionTreeEditorProps;
  depth: number;
}) {
  const { t } = useTranslation();
  const path = pathOf(tree, node.key) ?? String(node.option);
  const busy = props.busyKeys.has(node.key);
  const editRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  const wasEditing = useRef(node.editing);
  // The edit mode ended (saved or cancelled): the focus goes back to this option's edit button, not the page. Only
  // when it was here or went with the fields: a save that answers after the user moved on (Enter, then a new
  // option's title) must not take the focus from where they type (CI, queues e2e: the keys went to this button).
  useEffect(() => {
    if (wasEditing.current && !node.editing) {
      const active = document.activeElement;
      if (active === null || active === document.body || itemRef.current?.contains(active))
        editRef.current?.focus();
    }
    wasEditing.current = node.editing;
  }, [node.editing]);

  const keys = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      // Only the edit mode ends, not the queue dialog around it.
      event.preventDefault();
      event.stopPropagation();
      props.onCancel(node.key);
    } else if (event.key === 'Enter' && event.currentTarget instanceof HTMLInputElement) {
      event.preventDefault();
      if (!busy) props.onSave(node.key);
    }
  };
  const name = node.title.trim() === '' ? t('queues:options.untitled') : node.title;

  return (
    <li ref={itemRef} className="rounded-lg border border-line bg-surface p-2.5" data-option-key={node.key}>
      <div className="flex items-start gap-2">
        <span
          className="mt-1 inline-flex min-w-7 shrink-0 justify-center rounded-md bg-primary/10 px-1.5 py-0.5 text-xs font-semibold text-ink tabular-nums"
          aria-label={t('queues:options.number', { path })}
        >
          {path}
        </span>
        {node.editing ? (
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <input
              // A new option, or one whose edit button was pressed: typing goes straight into its title.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              aria-label={`${t('queues:options.titleLabel')} ${path}`}
              placeholder={t('queues:options.titlePlaceholder')}
              value={node.title}
              disabled={busy}
              onChange={(e) => props.onChange(node.key, { title: e.target.value })}
              onKeyDown={keys}
              className={clsx(field(), 'h-9')}
            />
            <textarea
              aria-label={`${t('queues:options.messageLabel')} ${path}`}
              placeholder={t('queues:options.messagePlaceholder')}
              rows={2}
              value={node.message}
              disabled={busy}
              onChange={(e) => props.onChange(node.key, { message: e.target.value })}
              onKeyDown={keys}
              className={clsx(field(), 'resize-y py-2')}
            />
          </div>
        ) : (
          <div className="min-w-0 flex-1">
            <p
              className={clsx(
                'text-sm font-medium',
                node.title.trim() === '' ? 'text-ink-muted' : 'text-ink',
              )}
            >
              {name}
            </p>
            {node.message && <p className="text-sm whitespace-pre-line text-ink-muted">{node.message}</p>}
          </div>
        )}
        <div className="flex shrink-0 items-center gap-0.5">
          {busy && <Spinner size="sm" />}
          {node.editing ? (
            <>
              <IconButton
                size="sm"
                icon={<CheckIcon />}
                aria-label={t('queues:options.save', { path })}
                disabled={busy}
                onClick={() => props.onSave(node.key)}
              />
              <IconButton
                size="sm"
                icon={<XMarkIcon />}
                aria-label={t('queues:options.cancel', { path })}
                disabled={busy}
                onClick={() => props.onCancel(node.key)}
              />
            </>
          ) : (
            <IconButton
              ref={editRef}
              size="sm"
              icon={<PencilSquareIcon />}
              aria-label={t('queues:options.edit', { path })}
              disabled={busy}
              onClick={() => props.onEdit(node.key)}
            />
          )}
          {node.id !== null && !node.editing && (
            <IconButton
              size="sm"
              icon={<PlusIcon />}
              aria-label={t('queues:options.addChild', { title: path })}
              disabled={busy}
              onClick={() => props.onAdd(node.key)}
            />
          )}
          <IconButton
            size="sm"
            icon={<TrashIcon />}
            aria-label={t('queues:options.delete', { path })}
            disabled={busy}
            onClick={() => props.onDelete(node.key)}
          />
        </div>
      </div>
      {node.children.length > 0 && (
        <OptionList
          nodes={node.children}
          tree={tree}
          props={props}
          depth={depth + 1}
          label={t('queues:options.number', { path })}
        />
      )}
    </li>
  );
}
