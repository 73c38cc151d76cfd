/** The tickets notifications popover of the top bar (S1 §2.5, §4.3). Placeholder until the popover lands. */
export function NotificationsSlot() {
  return null;
}
