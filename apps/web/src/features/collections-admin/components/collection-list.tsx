import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { AdminCollection } from '@shop/shared/admin/collections';

export type CollectionAction = 'select' | 'up' | 'down' | 'edit' | 'delete';

export interface CollectionListProps {
  collections: AdminCollection[];
  selectedId: string | null;
  onAction: (action: CollectionAction, collection: AdminCollection) => void;
}

/** The collections in the home page's order; pick one to arrange its products. */
export function CollectionList({ collections, selectedId, onAction }: CollectionListProps) {
  if (collections.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        No collections yet. Create the first one.
      </Typography>
    );
  }
  return (
    <List aria-label="Collections" disablePadding>
      {collections.map((collection, index) => (
        <ListItem
          key={collection._id}
          divider={index < collections.length - 1}
          disablePadding
          secondaryAction={
            <Box sx={{ display: 'flex' }}>
              <IconButton
                aria-label={`Move ${collection.name} up`}
                disabled={index === 0}
                onClick={() => onAction('up', collection)}
              >
                <ArrowUpwardIcon />
              </IconButton>
              <IconButton
                aria-label={`Move ${collection.name} down`}
                disabled={index === collections.length - 1}
                onClick={() => onAction('down', collection)}
              >
                <ArrowDownwardIcon />
              </IconButton>
              <IconButton
                aria-label={`Edit ${collection.name}`}
                onClick={() => onAction('edit', collection)}
              >
                <EditOutlinedIcon />
              </IconButton>
              <IconButton
                aria-label={`Delete ${collection.name}`}
                onClick={() => onAction('delete', collection)}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          }
          sx={{ '& .MuiListItemButton-root': { pr: 22 } }}
        >
          <ListItemButton
            selected={collection._id === selectedId}
            aria-current={collection._id === selectedId ? 'true' : undefined}
            onClick={() => onAction('select', collection)}
          >
            <ListItemText
              primary={
                <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <span>{collection.name}</span>
                  {collection.isActive ? null : (
                    <Chip size="small" variant="outlined" label="Hidden" />
                  )}
                </Box>
              }
              secondary={`${collection.productCount} ${collection.productCount === 1 ? 'product' : 'products'} · /${collection.slug}`}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
