import { branchSchema, categoryMapEntrySchema } from '@shop/shared/contracts/catalogue';
import { array } from 'zod/mini';

// The header's reads parse with these. They load beside the request (`import()` in the query
// functions), so zod stays out of the home page's first-load bundle (docs/decisions/011).

export const categoriesSchema = array(categoryMapEntrySchema);
export const branchesSchema = array(branchSchema);
