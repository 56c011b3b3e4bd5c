import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import { canResetDemoData } from '../../mock-api';

/** The query parameter that offers 'Reset demo data' on any URL: `?reset-demo-data`. */
export const RESET_DEMO_DATA_PARAM = 'reset-demo-data';

const ResetDemoDataDialog = lazy(() => import('./reset-demo-data-dialog').then((module) => ({ default: module.ResetDemoDataDialog })));

/** The URL without `?reset-demo-data`, for after the dialog closes. */
function withoutParam(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(RESET_DEMO_DATA_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * 'Reset demo data' where no one is signed in (a broken store must never leave a visitor stuck):
 * a link for the sign-in page's footer, with a confirmation. Renders nothing without the mock API.
 */
export function ResetDemoDataLink() {
  const { t } = useHotelText();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!canResetDemoData()) return null;
  return (
    <>
      <Button type="button" variant="link" size="sm" disabled={busy} aria-busy={busy || undefined} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('Reset demo data')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ResetDemoDataDialog onClose={() => setOpen(false)} onConfirmed={() => setBusy(true)} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * Opens the 'Reset demo data' confirmation when the URL carries `?reset-demo-data` (on any page,
 * signed in or not). Confirming resets and reloads the page without the parameter; cancelling
 * removes the parameter. Renders nothing without the mock API.
 */
export function ResetDemoDataFromUrl() {
  const [open, setOpen] = useState(() => canResetDemoData() && new URL(window.location.href).searchParams.has(RESET_DEMO_DATA_PARAM));
  useEffect(() => {
    if (!open) return;
    // Not kept in the history: a reload or a shared link does not ask again after an answer.
    window.history.replaceState(window.history.state, '', withoutParam(window.location.href));
  }, [open]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ResetDemoDataDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
}
