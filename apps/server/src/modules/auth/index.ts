// The auth module's public entry: what other modules may use.
export { isStaffRole, STAFF_ROLES, type RoleName, type StaffRole } from './roles';
export { createSetPasswordLinks, type SetPasswordLinks } from './set-password-links';
export type { Executor } from './executor';
export { FORBIDDEN } from './messages';
