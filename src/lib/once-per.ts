/**
 * The one-answer-per-object helper lives in machines/common (machines take no runtime value from src/, and their
 * live events use it); the app reads it from here.
 */
export { oncePer } from '../../machines/common/once-per.ts';
