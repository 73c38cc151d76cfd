/**
 * /tickets and /tickets/:uuid: the ticket workspace with what the contacts feature lends it (the contact drawer
 * with its notes, the contact dialog of the new-ticket flow), given through src/app/slots.tsx.
 */
import { ContactDialogBinding } from '../../features/contacts/contact-dialog.binding.tsx';
import { ContactDrawerSlot } from '../../features/contacts/contact-drawer.binding.tsx';
import TicketsScreen from '../../features/tickets/tickets.screen.tsx';
import { SlotsProvider, type FeatureSlots } from '../slots.tsx';

const slots: FeatureSlots = { ContactDrawer: ContactDrawerSlot, ContactDialog: ContactDialogBinding };

export default function TicketsRoute() {
  return (
    <SlotsProvider slots={slots}>
      <TicketsScreen />
    </SlotsProvider>
  );
}
