import type { ReactNode } from 'react';
import { cn } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
// Every signed-out page with icons is a card: they load by name from here on (the frame does the same).
import '../../icons-by-name';

export interface AuthCardProps {
  /** The page heading (h1). */
  title: ReactNode;
  /** A line under the heading. */
  subtitle?: ReactNode;
  /** The form or message. */
  children?: ReactNode;
  /** Extra content beside the card on wide screens (md and wider). */
  aside?: ReactNode;
  className?: string;
}

/**
 * The frame of every auth page: full-width on phones, a centred card from sm, with the brand
 * panel beside it from md. Logical properties only, so it mirrors in RTL.
 */
export function AuthCard({ title, subtitle, children, aside, className }: AuthCardProps) {
  const { t } = useHotelText();
  return (
    <div data-slot="auth-card" className="flex min-h-dvh flex-col items-stretch bg-background sm:items-center sm:justify-center sm:p-6 md:flex-row md:items-stretch md:p-0">
      <div className="flex flex-1 flex-col justify-center bg-card px-4 py-10 sm:w-full sm:max-w-md sm:flex-none sm:rounded-2xl sm:px-10 sm:shadow-md md:max-w-none md:flex-1 md:rounded-none md:shadow-none">
        <div className={cn('mx-auto w-full max-w-sm', className)}>
          <p className="mb-8 text-lg font-semibold text-primary">{t('Hotel back-office')}</p>
          <h1 className="text-3xl font-bold tracking-tight text-foreground">{title}</h1>
          {subtitle ? <div className="mt-1 text-muted-foreground">{subtitle}</div> : null}
          <div className="mt-8">{children}</div>
        </div>
      </div>
      <div aria-hidden={aside ? undefined : true} className="hidden flex-1 flex-col justify-center bg-primary-800 px-12 text-primary-50 md:flex">
        {aside ?? (
          <div className="max-w-md">
            <p className="text-4xl font-bold leading-tight">{t('Welcome to the hotel back-office')}</p>
            <p className="mt-4 text-primary-100">
              {t('Front office, point of sale, stores, housekeeping, procurement, finance and audit in one place.')}
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
