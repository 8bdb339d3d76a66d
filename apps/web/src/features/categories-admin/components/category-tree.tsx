import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { AdminCategory } from '@shop/shared/admin/categories';
import { MoveButtons } from '../../../components/admin/move-buttons';

export type CategoryAction = 'up' | 'down' | 'edit' | 'delete';

export interface CategoryTreeProps {
  categories: AdminCategory[];
  onAction: (action: CategoryAction, category: AdminCategory) => void;
}

/** Whether a category is the first or the last among its siblings (same parent). */
function placeAmongSiblings(categories: AdminCategory[], category: AdminCategory) {
  const siblings = categories.filter((other) => other.parentId === category.parentId);
  const index = siblings.findIndex((other) => other._id === category._id);
  return { first: index === 0, last: index === siblings.length - 1 };
}

/**
 * The category tree, indented by depth, each row with up/down buttons that move it among its
 * siblings (keyboard operable: plain buttons, no dragging).
 */
export function CategoryTree({ categories, onAction }: CategoryTreeProps) {
  if (categories.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography>No categories yet. Create the first one.</Typography>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined">
      <List aria-label="Category tree" disablePadding>
        {categories.map((category, index) => {
          const { first, last } = placeAmongSiblings(categories, category);
          const uses = [
            `${category.productCount} ${category.productCount === 1 ? 'product' : 'products'}`,
            category.childCount > 0
              ? `${category.childCount} ${category.childCount === 1 ? 'subcategory' : 'subcategories'}`
              : null,
          ]
            .filter(Boolean)
            .join(' · ');
          return (
            <ListItem
              key={category._id}
              divider={index < categories.length - 1}
              aria-label={category.name}
              sx={{
                pl: { xs: 1 + category.depth * 2, sm: 2 + category.depth * 4 },
                pr: 1,
                gap: 1,
                flexWrap: { xs: 'wrap', sm: 'nowrap' },
              }}
            >
              <Box
                sx={{
                  width: 48,
                  height: 36,
                  flexShrink: 0,
                  borderRadius: 0.5,
                  bgcolor: 'grey.100',
                  overflow: 'hidden',
                }}
              >
                {category.image ? (
                  <img
                    src={category.image.url}
                    alt=""
                    style={{ width: '100%', height: '100%', objectFit: 'cover' }}
                  />
                ) : null}
              </Box>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: category.depth === 0 ? 600 : 400 }} noWrap>
                  {category.depth > 0 ? <span aria-hidden="true">└ </span> : null}
                  {category.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  /{category.friendlyUrl} · {uses}
                </Typography>
              </Box>
              {category.isActive ? null : <Chip size="small" label="Hidden" variant="outlined" />}
              <Box sx={{ display: 'flex', flexShrink: 0 }}>
                <MoveButtons
                  name={category.name}
                  first={first}
                  last={last}
                  onMove={(direction) => onAction(direction, category)}
                />
                <Tooltip title="Edit">
                  <IconButton
                    aria-label={`Edit ${category.name}`}
                    onClick={() => onAction('edit', category)}
                  >
                    <EditOutlinedIcon />
                  </IconButton>
                </Tooltip>
                <Tooltip title="Delete">
                  <IconButton
                    aria-label={`Delete ${category.name}`}
                    onClick={() => onAction('delete', category)}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Tooltip>
              </Box>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
