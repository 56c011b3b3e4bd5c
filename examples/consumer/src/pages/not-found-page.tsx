import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import { Page } from '../page';

/** Any path this app has no screen for. */
export function NotFoundPage() {
  const { t } = useTranslation(NAMESPACE);
  return <Page title={t('notFound')} />;
}
