/** A tile in a console grid of tiles (figures, pictures): outlined, padded, on the paper colour. */
export const TILE_SX = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  p: 1.5,
  bgcolor: 'background.paper',
} as const;
