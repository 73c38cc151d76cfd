/**
 * The sandbox's WhatsApp: a number exists when it is a Brazilian one with the country code, 55 then 10 or 11
 * digits (5513912344321). Anything else is not on WhatsApp.
 */
export function isWhatsappNumber(digits: string): boolean {
  return /^55\d{10,11}$/.test(digits);
}
