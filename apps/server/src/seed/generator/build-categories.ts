import { CATEGORY_TREE } from './categories.js';
import { buildCategoryImage, categoryImageKey } from './product-images.js';
import type { SeedCategory, SeedImage } from './types.js';

export interface BuiltCategories {
  categories: SeedCategory[];
  images: SeedImage[];
  skuPrefixByCategory: Map<string, string>;
}

/** Flattens the category tree: each top category followed by its children. */
export function buildCategories(): BuiltCategories {
  const categories: SeedCategory[] = [];
  const images: SeedImage[] = [];
  const skuPrefixByCategory = new Map<string, string>();
  CATEGORY_TREE.forEach((top, topIndex) => {
    categories.push({
      key: top.key,
      parentKey: null,
      name: top.name,
      friendlyUrl: top.key,
      description: top.description,
      sortOrder: topIndex + 1,
      imageKey: categoryImageKey(top.key),
      isActive: true,
    });
    images.push(buildCategoryImage(top.key, top.name, top.image.kinds, top.image.colour));
    top.children.forEach((child, childIndex) => {
      categories.push({
        key: child.key,
        parentKey: top.key,
        name: child.name,
        friendlyUrl: child.key,
        description: child.description,
        sortOrder: childIndex + 1,
        imageKey: categoryImageKey(child.key),
        isActive: child.isActive ?? true,
      });
      images.push(buildCategoryImage(child.key, child.name, child.image.kinds, child.image.colour));
      skuPrefixByCategory.set(child.key, child.skuPrefix);
    });
  });
  return { categories, images, skuPrefixByCategory };
}
