import type { BranchRow, CategoryRow } from './repository';

export const mediaUrl = (key: string | null) => (key ? `/media/${key}` : null);

export function presentCategory(row: CategoryRow, withImage: boolean) {
  return {
    _id: row.id,
    name: row.name,
    friendlyUrl: row.friendlyUrl,
    image: withImage ? mediaUrl(row.imageKey) : null,
    isActive: row.isActive,
  };
}

export function presentBranch(row: BranchRow) {
  return {
    _id: row.id,
    name: row.name,
    code: row.code,
    project_id: row.projectId,
    is_default: row.isDefault,
    // The spec names the field both ways; both are sent.
    friend_url: row.friendlyUrl,
    friendly_url: row.friendlyUrl,
    description: row.description,
    address: row.address,
    city: row.city,
    province: row.province,
    phone: row.phone,
    email: row.email,
    hours: row.hours,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}
