import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { DASHBOARD_GROUP_LABELS, type Dashboard } from '@shop/shared/admin/dashboard';
import { DashboardCard } from './dashboard-card';

/** Every order of the period by status group, cancelled ones included. */
export function StatusGroups({ groups }: { groups: Dashboard['statusGroups'] }) {
  return (
    <DashboardCard title="Orders by status">
      <List dense disablePadding>
        {groups.map(({ group, orders }) => (
          <ListItem key={group} disableGutters secondaryAction={<Typography>{orders}</Typography>}>
            <ListItemText primary={DASHBOARD_GROUP_LABELS[group]} />
          </ListItem>
        ))}
      </List>
    </DashboardCard>
  );
}
