/**
 * The root of every favourites query: the product page's hearts (`product`) and the favourites
 * list (`favorites`) live in two features, and a toggle in one refreshes both.
 */
export const FAVORITES_QUERY_KEY = ['favorites'] as const;
