import { STAFF_ROLES, type RoleName, type StaffRole } from '../../db/schema/index';

export { STAFF_ROLES, type RoleName, type StaffRole };

/** Staff and admins sign in to the console; their sessions are short and never remembered. */
export function isStaffRole(role: RoleName): role is StaffRole {
  return (STAFF_ROLES as readonly RoleName[]).includes(role);
}
