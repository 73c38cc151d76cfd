/**
 * The permission table lives in machines/common (machines take no runtime value from src/, and guards read it);
 * the app reads the same table from here.
 */
export { PERMISSIONS, RULES, can, type Permission } from '../../machines/common/permissions.ts';
