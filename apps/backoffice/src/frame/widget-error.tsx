import { Alert, Button } from '@hotel/ui';
import { errorMessage } from '@hotel/shell';

export interface WidgetErrorProps {
  /** What failed to load, e.g. 'The menu'. */
  what: string;
  error: unknown;
  onRetry: () => void;
  /** A retry is running. */
  retrying?: boolean;
}

/** The error panel of one widget of the signed-in area: what failed, why, and a retry. */
export function WidgetError({ what, error, onRetry, retrying = false }: WidgetErrorProps) {
  return (
    <Alert
      variant="error"
      title={`${what} could not be loaded`}
      action={
        <Button size="sm" variant="outline" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      }
    >
      {errorMessage(error) ?? 'The server did not answer.'}
    </Alert>
  );
}
