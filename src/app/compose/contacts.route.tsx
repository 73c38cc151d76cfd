/**
 * /contacts: the contacts page with what the ticket workspace lends it (the new-ticket dialog of 'start ticket',
 * itself asking for the contact dialog when a contact is added there), given through src/session/slots.tsx.
 */
import { ContactDialogBinding } from '../../features/contacts/contact-dialog.binding.tsx';
import ContactsScreen from '../../features/contacts/contacts.screen.tsx';
import { NewTicketForContact } from '../../features/ticket-list/new-ticket.binding.tsx';
import { SlotsProvider, type FeatureSlots } from '../../session/slots.tsx';

const slots: FeatureSlots = { NewTicket: NewTicketForContact, ContactDialog: ContactDialogBinding };

export default function ContactsRoute() {
  return (
    <SlotsProvider slots={slots}>
      <ContactsScreen />
    </SlotsProvider>
  );
}
