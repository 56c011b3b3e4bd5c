import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '@hotel/shell';
import { Spinner } from '@hotel/ui';
import { decideAccess } from '../access/policy';
import { useHotelText } from '../i18n/hotel-text';
import { AccessDeniedPage } from '../pages/auth/access-denied/access-denied-page';
import { useRouteHandle } from './route-handle';

export interface AccessGateProps {
  /** The routed page. */
  children?: ReactNode;
}

/**
 * Applies the access policy of the matched route: the auth guard (sign-in with redirectURL), the
 * no-auth guard (signed-in users to '/') and the role guard (the access-denied page in place).
 */
export function AccessGate({ children }: AccessGateProps) {
  const { t } = useHotelText();
  const { access = 'public' } = useRouteHandle();
  const { status, user } = useAuth();
  const location = useLocation();
  const requested = `${location.pathname}${location.search}${location.hash}`;
  const decision = decideAccess(access, { status, roles: user?.roles ?? null }, requested);
  switch (decision.kind) {
    case 'allow':
      return <>{children}</>;
    case 'wait':
      return (
        <div role="status" className="flex min-h-40 items-center justify-center gap-2 text-muted-foreground">
          <Spinner size="sm" />
          <span>{t('Checking your session…')}</span>
        </div>
      );
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'denied':
      return <AccessDeniedPage />;
  }
}
