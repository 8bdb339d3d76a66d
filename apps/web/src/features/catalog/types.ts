import { isRecord } from '../../lib/storage';

export interface CategoryNode {
  _id: string;
  name: string;
  friendlyUrl: string;
  image: string | null;
  isActive: boolean;
}

export interface Category extends CategoryNode {
  children: CategoryNode[];
  active_children: { _id: string }[];
}

export interface Branch {
  _id: string;
  name: string;
  code: string;
  project_id: string;
  is_default: boolean;
  friend_url: string;
  friendly_url?: string;
  description: string;
  address?: string;
  phone?: string;
  hours?: string;
}

const hasIdAndName = (value: unknown): value is Record<string, unknown> & CategoryIdentity =>
  isRecord(value) && typeof value._id === 'string' && typeof value.name === 'string';

interface CategoryIdentity {
  _id: string;
  name: string;
}

function parseCategoryNode(value: unknown): CategoryNode | null {
  if (!hasIdAndName(value) || typeof value.friendlyUrl !== 'string') return null;
  return {
    _id: value._id,
    name: value.name,
    friendlyUrl: value.friendlyUrl,
    image: typeof value.image === 'string' && value.image ? value.image : null,
    isActive: value.isActive !== false,
  };
}

export function parseCategory(value: unknown): Category | null {
  const node = parseCategoryNode(value);
  if (!node || !isRecord(value)) return null;
  const children = Array.isArray(value.children) ? value.children : [];
  const activeChildren = Array.isArray(value.active_children) ? value.active_children : [];
  return {
    ...node,
    children: children.flatMap((child: unknown) => parseCategoryNode(child) ?? []),
    active_children: activeChildren.flatMap((child: unknown) =>
      isRecord(child) && typeof child._id === 'string' ? [{ _id: child._id }] : [],
    ),
  };
}

export function parseBranch(value: unknown): Branch | null {
  if (!hasIdAndName(value)) return null;
  return value as unknown as Branch;
}
