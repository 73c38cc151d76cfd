import { ChatBubbleLeftRightIcon, QueueListIcon } from '@heroicons/react/24/outline';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { Tabs } from '../../../ui/Tabs.tsx';

export type WorkspaceTab = 'ticket' | 'tickets';

export interface TicketsWorkspaceProps {
  /** Below the md breakpoint: two tabs instead of two columns (S1 §2.6). */
  narrow: boolean;
  /** The tickets manager. */
  list: ReactNode;
  /** The chosen conversation, or null when none is chosen. */
  conversation: ReactNode | null;
  /** Narrow only: controlled tab; uncontrolled when left out. */
  tab?: WorkspaceTab;
  onTabChange?: (tab: WorkspaceTab) => void;
}

function Welcome() {
  const { t } = useTranslation();
  return (
    <div className="flex h-full items-center justify-center bg-surface-muted p-6">
      <EmptyState
        icon={<ChatBubbleLeftRightIcon />}
        title={t('tickets:welcomeTitle')}
        description={t('tickets:noTicketMessage')}
      />
    </div>
  );
}

export function TicketsWorkspace({ narrow, list, conversation, tab, onTabChange }: TicketsWorkspaceProps) {
  const { t } = useTranslation();
  const [ownTab, setOwnTab] = useState<WorkspaceTab>(conversation ? 'ticket' : 'tickets');
  const current = tab ?? ownTab;
  const change = (next: WorkspaceTab) => {
    setOwnTab(next);
    onTabChange?.(next);
  };

  if (!narrow) {
    return (
      <div className="grid h-full min-h-0 grid-cols-3 overflow-hidden">
        <div className="col-span-1 flex min-h-0 min-w-0 flex-col border-r border-line">{list}</div>
        <div className="col-span-2 min-h-0 min-w-0">{conversation ?? <Welcome />}</div>
      </div>
    );
  }

  return (
    <div className="flex h-full min-h-0 flex-col bg-surface">
      <Tabs<WorkspaceTab>
        value={current}
        onChange={change}
        fullWidth
        className="min-h-0 flex-1"
        tabs={[
          { id: 'ticket', label: t('tickets:workspaceTabs.ticket'), icon: <ChatBubbleLeftRightIcon /> },
          { id: 'tickets', label: t('tickets:workspaceTabs.tickets'), icon: <QueueListIcon /> },
        ]}
        renderPanel={(id) =>
          id === 'tickets'
            ? list
            : (conversation ?? (
                <div className="flex flex-1 items-center justify-center p-6">
                  <EmptyState
                    icon={<ChatBubbleLeftRightIcon />}
                    title={t('tickets:noTicketMessage')}
                    action={<Button onClick={() => change('tickets')}>{t('tickets:selectTicket')}</Button>}
                  />
                </div>
              ))
        }
      />
    </div>
  );
}
