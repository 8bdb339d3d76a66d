import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { adminReturnsQuerySchema, policyRefundsQuerySchema } from '@shop/shared/admin/returns';
import { useSearchParams } from 'react-router';
import { PolicyRefunds } from '../../../features/returns-admin/components/policy-refunds';
import { ReturnsQueue } from '../../../features/returns-admin/components/returns-queue';
import { useListSearch } from '../../../hooks/use-list-search';
import { ConsolePage } from './console-page';

const POLICY_VIEW = 'policy-refunds';

/** The returns queue and the protection-plan refund requests; the view and filters are in the URL. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === POLICY_VIEW ? POLICY_VIEW : 'returns';
  const returns = useListSearch(adminReturnsQuerySchema);
  const policies = useListSearch(policyRefundsQuerySchema);
  return (
    <ConsolePage
      title="Returns"
      description="Return requests from customers, and refund requests for protection plans in their cooling-off window."
    >
      <Tabs
        value={view}
        onChange={(_event, next: string) =>
          setParams(next === POLICY_VIEW ? { view: POLICY_VIEW } : {})
        }
        aria-label="Returns or plan refunds"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="returns" label="Return requests" />
        <Tab value={POLICY_VIEW} label="Policy refunds" />
      </Tabs>
      {view === POLICY_VIEW ? (
        <PolicyRefunds query={policies.query} onQueryChange={policies.update} />
      ) : (
        <ReturnsQueue query={returns.query} onQueryChange={returns.update} />
      )}
    </ConsolePage>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from './route-states';
