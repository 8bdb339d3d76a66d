import ConstructionIcon from '@mui/icons-material/Construction';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyPanel } from '../../../components/empty-panel';
import { adminPaths } from '../../../config/admin-paths';
import { ConsolePage } from './console-page';
import { sectionByKey } from './nav';

/** A console section that the next release builds; unknown sections are not found. */
export function ComingSoon({ sectionKey }: { sectionKey: string | undefined }) {
  const section = sectionByKey(sectionKey);
  if (!section?.comingSoon) {
    return (
      <ConsolePage title="Not found">
        <EmptyPanel
          icon={<ConstructionIcon aria-hidden color="disabled" sx={{ fontSize: 48 }} />}
          title="This console page does not exist."
          action={
            <Button component={RouterLink} to={adminPaths.dashboard.getHref()} variant="contained">
              Go to the dashboard
            </Button>
          }
        />
      </ConsolePage>
    );
  }
  return (
    <ConsolePage title={section.label}>
      <EmptyPanel
        icon={<ConstructionIcon aria-hidden color="disabled" sx={{ fontSize: 48 }} />}
        title={`${section.label} is coming with the next release.`}
        hint="Until then, this part of the shop is managed as before."
        action={
          <Button component={RouterLink} to={adminPaths.dashboard.getHref()} variant="outlined">
            Back to the dashboard
          </Button>
        }
      />
    </ConsolePage>
  );
}

export function Component() {
  const { section } = useParams();
  return <ComingSoon sectionKey={section} />;
}

export { ConsoleErrorBoundary as ErrorBoundary } from './route-states';
