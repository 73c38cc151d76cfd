/** The open conversation of the workspace tree, read with selectors (machines/workspace/conversation.machine.ts). */
import { useSelector } from '@xstate/react';
import type { ConversationActor } from '../../../machines/workspace/conversation.machine.ts';
import type { TicketCommand } from '../../../machines/ticket-status/ticket-status.machine.ts';
import { shownCommands } from '../../../machines/ticket-status/ticket-status.offers.ts';
import { ContactDrawerOutlet } from '../../session/slots.tsx';
import { Conversation, type ConversationCommand } from './components/Conversation.tsx';
import { ConversationComposer } from './composer.binding.tsx';
import { ConversationMessages } from './messages.binding.tsx';
import { TicketOptionsSlot } from './ticket-options.binding.tsx';
import { TicketTagsSlot } from './ticket-tags.binding.tsx';

const HEADER_COMMANDS: readonly ConversationCommand[] = ['accept', 'return', 'resolve', 'reopen'];

function isHeaderCommand(command: TicketCommand | null): command is ConversationCommand {
  return command !== null && (HEADER_COMMANDS as readonly string[]).includes(command);
}

const sameItems = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

export function ConversationPane({
  conversation,
  onBack,
}: {
  conversation: ConversationActor;
  onBack?: () => void;
}) {
  const status = useSelector(conversation, (s) => s.context.status);
  const contact = useSelector(conversation, (s) => s.context.contact);
  const ticket = useSelector(status, (s) => s.context.ticket);
  const busy = useSelector(status, (s) => s.hasTag('busy'));
  const running = useSelector(status, (s) => s.context.command);
  // "Can the user do X" from the machine itself (ARCHITECTURE); while a command runs, the buttons it was pressed
  // among stay, so the running one shows the wait and the others refuse a click.
  const commands = useSelector(status, (s) => shownCommands(s, HEADER_COMMANDS), sameItems);
  const drawerOpen = useSelector(conversation, (s) => s.context.drawerOpen);
  return (
    <Conversation
      ticket={ticket}
      contact={contact}
      commands={commands}
      onCommand={(command) => status.send({ type: `ticket.${command}` })}
      busy={busy}
      busyCommand={busy && isHeaderCommand(running) ? running : null}
      {...(onBack ? { onBack } : {})}
      messages={
        <ConversationMessages
          conversation={conversation}
          onReply={(message) => conversation.send({ type: 'conversation.reply', message })}
        />
      }
      footer={<ConversationComposer conversation={conversation} />}
      menu={<TicketOptionsSlot conversation={conversation} />}
      tags={<TicketTagsSlot conversation={conversation} />}
      aside={
        // The contact drawer belongs to contacts: the route lends it (src/session/slots.tsx).
        <ContactDrawerOutlet
          conversation={conversation}
          open={drawerOpen}
          onClose={() => conversation.send({ type: 'drawer.close' })}
        />
      }
      onContactClick={() => conversation.send({ type: 'drawer.toggle' })}
      contactOpen={drawerOpen}
    />
  );
}
