// Moved to machines/workspace/ticket-lists.ts (machines import nothing from src/features); kept as a re-export
// while tests that import this path are moved.
export * from '../../../machines/workspace/ticket-lists.ts';
