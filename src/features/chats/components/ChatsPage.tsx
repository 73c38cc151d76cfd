import { ChatBubbleLeftRightIcon } from '@heroicons/react/24/outline';
import { PlusIcon } from '@heroicons/react/20/solid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { Tabs } from '../../../ui/Tabs.tsx';

export type ChatsTab = 'chats' | 'messages';

export interface ChatsPageProps {
  /** Wide screens (md): list and pane side by side (3 / 9 columns); narrow: the two tabs. */
  wide: boolean;
  tab: ChatsTab;
  onTab: (tab: ChatsTab) => void;
  /** 'Nova' (wide, admins only) / 'Novo' (narrow). */
  canCreate: boolean;
  onCreate: () => void;
  list: ReactNode;
  /** The open chat's pane; null when none is chosen. */
  pane: ReactNode | null;
  dialog: ReactNode;
  confirm: { open: boolean; busy: boolean };
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
}

/** S2 §2 'Internal chat' (/chats, /chats/{id}): the layout of the list and the open chat, and the confirmation. */
export function ChatsPage(props: ChatsPageProps) {
  const { t } = useTranslation();
  const { wide, canCreate } = props;
  const newButton = canCreate && (
    <Button size="sm" onClick={props.onCreate}>
      <PlusIcon aria-hidden="true" className="size-4" />
      {wide ? t('chats:newWide') : t('chats:newNarrow')}
    </Button>
  );
  const pane = props.pane ?? (
    <div className="flex h-full items-center justify-center">
      <EmptyState icon={<ChatBubbleLeftRightIcon />} title={t('chats:pane.none')} />
    </div>
  );
  const listColumn = (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex h-12 shrink-0 items-center justify-between gap-2 border-b border-line px-3">
        <h2 className="text-base font-semibold text-ink">{t('chats:list.title')}</h2>
        {newButton}
      </div>
      <div className="flex min-h-0 flex-1 flex-col">{props.list}</div>
    </div>
  );
  return (
    <section aria-labelledby="chats-title" className="flex h-full min-h-0 flex-col gap-3 p-3 sm:p-4">
      <h1 id="chats-title" className="sr-only">
        {t('chats:title')}
      </h1>
      <div className="flex min-h-0 flex-1 overflow-hidden rounded-xl border border-line bg-surface">
        {wide ? (
          <div className="grid min-h-0 w-full grid-cols-12">
            <div className="col-span-3 min-h-0 border-r border-line" data-testid="chats-list-column">
              {listColumn}
            </div>
            <div className="col-span-9 min-h-0" data-testid="chats-pane-column">
              {pane}
            </div>
          </div>
        ) : (
          <Tabs<ChatsTab>
            className="flex min-h-0 w-full flex-col"
            panelClassName="min-h-0 flex-1"
            fullWidth
            label={t('chats:title')}
            value={props.tab}
            onChange={props.onTab}
            tabs={[
              { id: 'chats', label: t('chats:tabs.chats') },
              { id: 'messages', label: t('chats:tabs.messages') },
            ]}
            renderPanel={(id) => (id === 'chats' ? listColumn : pane)}
          />
        )}
      </div>
      {props.dialog}
      <ConfirmDialog
        open={props.confirm.open}
        busy={props.confirm.busy}
        title={t('chats:confirmDeleteTitle')}
        message={t('chats:confirmDeleteMessage')}
        onConfirm={props.onConfirmDelete}
        onCancel={props.onCancelDelete}
      />
    </section>
  );
}
