// Contact drawer, notes and tags editor of a conversation (S1 §2.6, §2.9).
export const contacts = {
  title: 'Contact',
};
