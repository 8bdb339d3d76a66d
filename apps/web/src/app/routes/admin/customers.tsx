import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { customerListQuerySchema } from '@shop/shared/admin/customers';
import { useDownloadCustomersCsv } from '../../../features/customers-admin/api/download-customers-csv';
import { CustomersFilters } from '../../../features/customers-admin/components/customers-filters';
import { CustomersGrid } from '../../../features/customers-admin/components/customers-grid';
import { useListSearch } from '../../../hooks/use-list-search';
import { ConsolePage } from './console-page';
import { useConsoleToast } from './console-toast';

/** Customer accounts: search by name, e-mail or mobile, open one, export the list as CSV. */
export function Component() {
  const { query, update } = useListSearch(customerListQuerySchema);
  const { pushToast, toast } = useConsoleToast();
  const download = useDownloadCustomersCsv();

  const exportCsv = async () => {
    try {
      const fileName = await download.mutateAsync(query.search);
      pushToast({ msg: `${fileName} is downloaded.`, color: 'success' });
    } catch (failure) {
      pushToast({ msg: (failure as Error).message, color: 'error' });
    }
  };

  return (
    <ConsolePage
      title="Customers"
      description="Find a customer by name, e-mail or mobile number; open one to see their orders, sign-ins and account actions."
      actions={
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => void exportCsv()}
          disabled={download.isPending}
        >
          {query.search ? 'Export these as CSV' : 'Export CSV'}
        </Button>
      }
    >
      <CustomersFilters query={query} onChange={update} />
      <CustomersGrid query={query} onQueryChange={update} />
      {toast}
    </ConsolePage>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from './route-states';
