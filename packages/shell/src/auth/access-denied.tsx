import { useTranslation } from 'react-i18next';

export interface AccessDeniedProps {
  /** Extra content under the message, e.g. a link home. */
  children?: React.ReactNode;
}

/** The default fallback of RequireRole: a calm panel explaining that the page is not allowed. */
export function AccessDenied({ children }: AccessDeniedProps) {
  const { t } = useTranslation('shell');
  return (
    <section
      data-slot="access-denied"
      aria-labelledby="access-denied-title"
      className="mx-auto flex max-w-md flex-col items-center gap-2 px-4 py-16 text-center text-foreground"
    >
      <h1 id="access-denied-title" className="text-2xl font-semibold">
        {t('errors.accessDenied', 'Access denied')}
      </h1>
      <p className="text-muted-foreground">
        {t('errors.accessDeniedText', 'You do not have permission to open this page.')}
      </p>
      {children}
    </section>
  );
}
