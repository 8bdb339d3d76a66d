/**
 * Couriers whose crews assemble the furniture they deliver: the shop's own trucks carry its
 * assemblers; partner couriers leave parcels at the door (docs/decisions/027).
 */
export const ASSEMBLY_COURIERS: readonly string[] = ['casa-fleet'];

export const offersAssembly = (courierCode: string): boolean =>
  ASSEMBLY_COURIERS.includes(courierCode);
