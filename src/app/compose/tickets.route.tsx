/**
 * /tickets and /tickets/:uuid: the ticket list's workspace screen with what other features lend it, given through
 * src/session/slots.tsx: the open conversation and the peek (conversation), the contact drawer with its notes and the
 * contact dialog of the new-ticket flow (contacts), the schedule dialog of the ticket options (schedules).
 */
import { ContactDialogBinding } from '../../features/contacts/contact-dialog.binding.tsx';
import { ContactDrawerSlot } from '../../features/contacts/contact-drawer.binding.tsx';
import { ConversationPane } from '../../features/conversation/conversation.binding.tsx';
import { PeekSlot } from '../../features/conversation/peek.binding.tsx';
import { ScheduleDialogBinding } from '../../features/schedules/schedule-dialog.binding.tsx';
import TicketsScreen from '../../features/ticket-list/tickets.screen.tsx';

// Started at sign-in by the session, before this route renders (src/app/workspace-ahead.ts).
export { startWorkspace } from '../../features/ticket-list/tickets.screen.tsx';
import { SlotsProvider, type FeatureSlots } from '../../session/slots.tsx';

const slots: FeatureSlots = {
  ContactDrawer: ContactDrawerSlot,
  ContactDialog: ContactDialogBinding,
  Conversation: ConversationPane,
  Peek: PeekSlot,
  ScheduleDialog: ScheduleDialogBinding,
};

export default function TicketsRoute() {
  return (
    <SlotsProvider slots={slots}>
      <TicketsScreen />
    </SlotsProvider>
  );
}
