/**
 * Rows act on a single press (detail 1, or 0 from the keyboard). The second press of a double click is no action:
 * it may land on the row that slid under the pointer when the first one (Aceitar) took its own row out of the list,
 * and accept or open another customer's ticket.
 */
export function singlePress(event: { detail: number }): boolean {
  return event.detail <= 1;
}
