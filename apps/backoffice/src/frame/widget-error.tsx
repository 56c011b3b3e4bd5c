import { Alert, Button } from '@hotel/ui';
import { errorMessage } from '@hotel/shell';
import { useHotelText } from '../i18n/hotel-text';

export interface WidgetErrorProps {
  /** What failed to load, in the user's language, e.g. 'The menu'. */
  what: string;
  error: unknown;
  onRetry: () => void;
  /** A retry is running. */
  retrying?: boolean;
}

/** The error panel of one widget of the signed-in area: what failed, why, and a retry. */
export function WidgetError({ what, error, onRetry, retrying = false }: WidgetErrorProps) {
  const { t, tm } = useHotelText();
  const message = errorMessage(error);
  return (
    <Alert
      variant="error"
      title={t('{{what}} could not be loaded', { what })}
      action={
        <Button size="sm" variant="outline" onClick={onRetry} loading={retrying}>
          {t('Retry')}
        </Button>
      }
    >
      {message ? tm(message) : t('The server did not answer.')}
    </Alert>
  );
}
