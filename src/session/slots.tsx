/**
 * What one feature lends another. A feature never imports another (ARCHITECTURE.md); where a screen shows a part
 * that belongs to another feature (the ticket workspace shows the contact drawer and the contact dialog; the
 * contacts page opens the new-ticket dialog), the screen asks for it here by name, and the route that composes the
 * screen (src/app/compose) provides it. Only the props are typed here: no feature code is imported.
 */
import { createContext, createElement, memo, useContext, type ComponentType, type ReactNode } from 'react';
import type { ConversationActor } from '../../machines/workspace/conversation.machine.ts';
import type { WorkspaceActor } from '../../machines/workspace/workspace.machine.ts';
import type { Contact, Ticket } from '../api/schemas/index.ts';

/** The contact drawer of the open conversation, with its notes and its edit (contacts). */
export interface ContactDrawerSlotProps {
  conversation: ConversationActor;
  open: boolean;
  onClose: () => void;
}

/** The contact dialog bound to the API: add (with a name typed elsewhere) or edit by id (contacts). */
export interface ContactDialogSlotProps {
  open: boolean;
  contactId?: number;
  initialName?: string;
  onClose: () => void;
  onSaved?: (contact: Contact) => void;
}

/** The new-ticket dialog with a contact already chosen; a created ticket opens at /tickets/{uuid} (tickets). */
export interface NewTicketSlotProps {
  contact: Pick<Contact, 'id' | 'name' | 'number'>;
  onClose: () => void;
  onCreated?: (ticket: Ticket) => void;
}

/** The open conversation's pane: header, messages, composer, options (conversation). */
export interface ConversationSlotProps {
  conversation: ConversationActor;
  /** Narrow layout only: back to the list. */
  onBack?: () => void;
}

/** The peek of a pending ticket's messages, opened from its row (conversation). */
export interface PeekSlotProps {
  workspace: WorkspaceActor;
}

/** The schedule dialog for the open ticket's contact, bound to the API (schedules). */
export interface ScheduleDialogSlotProps {
  open: boolean;
  /** A new schedule from a ticket starts with its contact (and remembers the ticket). */
  contact?: Pick<Contact, 'id' | 'name'>;
  ticketId?: number;
  onClose: () => void;
  onSaved?: () => void;
}

export interface FeatureSlots {
  /** The top bar's parts (layout): the tickets notifications, the announcements bell, the chats bell. */
  TicketNotifications?: ComponentType;
  AnnouncementsBell?: ComponentType;
  ChatsBell?: ComponentType;
  ContactDrawer?: ComponentType<ContactDrawerSlotProps>;
  ContactDialog?: ComponentType<ContactDialogSlotProps>;
  NewTicket?: ComponentType<NewTicketSlotProps>;
  Conversation?: ComponentType<ConversationSlotProps>;
  Peek?: ComponentType<PeekSlotProps>;
  ScheduleDialog?: ComponentType<ScheduleDialogSlotProps>;
}

const SlotsContext = createContext<FeatureSlots>({});

/** Provides the parts of other features a screen shows; nested providers add to what outer ones gave. */
export function SlotsProvider({ slots, children }: { slots: FeatureSlots; children: ReactNode }) {
  const outer = useContext(SlotsContext);
  return <SlotsContext.Provider value={{ ...outer, ...slots }}>{children}</SlotsContext.Provider>;
}

/** Where a screen shows a lent part: renders what the route gave under that name, or nothing. */
function outlet<P extends object>(pick: (slots: FeatureSlots) => ComponentType<P> | undefined, name: string) {
  function Outlet(props: P) {
    const lent = pick(useContext(SlotsContext));
    return lent ? createElement(lent, props) : null;
  }
  Outlet.displayName = name;
  // Memoised: an outlet's props are its slot's inputs, and its parent (the tickets screen) renders at live events.
  return memo(Outlet);
}

export const ContactDrawerOutlet = outlet((s) => s.ContactDrawer, 'ContactDrawerOutlet');
export const ContactDialogOutlet = outlet((s) => s.ContactDialog, 'ContactDialogOutlet');
export const NewTicketOutlet = outlet((s) => s.NewTicket, 'NewTicketOutlet');
export const ConversationOutlet = outlet((s) => s.Conversation, 'ConversationOutlet');
export const PeekOutlet = outlet((s) => s.Peek, 'PeekOutlet');
export const ScheduleDialogOutlet = outlet((s) => s.ScheduleDialog, 'ScheduleDialogOutlet');
export const TicketNotificationsOutlet = outlet((s) => s.TicketNotifications, 'TicketNotificationsOutlet');
export const AnnouncementsBellOutlet = outlet((s) => s.AnnouncementsBell, 'AnnouncementsBellOutlet');
export const ChatsBellOutlet = outlet((s) => s.ChatsBell, 'ChatsBellOutlet');
