import Button from '@mui/material/Button';
import { activityQuerySchema } from '@shop/shared/admin/activity';
import { ActivityFilters } from '../../../features/activity/components/activity-filters';
import { ActivityGrid } from '../../../features/activity/components/activity-grid';
import { useListSearch } from '../../../hooks/use-list-search';
import { ConsolePage } from './console-page';

/** The activity log (admins): every admin write, filtered by person and record. */
export function Component() {
  const { query, update } = useListSearch(activityQuerySchema);
  const filtered = Boolean(query.actor || query.actorId || query.recordType || query.recordId);
  return (
    <ConsolePage
      title="Activity"
      description="Every change made in the console: who, when, which record and what changed."
      roles={['admin']}
      actions={
        filtered ? (
          <Button
            variant="outlined"
            onClick={() =>
              update({
                actor: undefined,
                actorId: undefined,
                recordType: undefined,
                recordId: undefined,
              })
            }
          >
            Clear filters
          </Button>
        ) : null
      }
    >
      <ActivityFilters query={query} onChange={update} />
      <ActivityGrid query={query} onQueryChange={update} />
    </ConsolePage>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from './route-states';
