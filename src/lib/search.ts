/** S1 §5: contact and user searches start at 3 characters (the combobox's hint and the query's gate alike). */
export const SEARCH_MIN_CHARS = 3;
