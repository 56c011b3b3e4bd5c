import { useParams } from 'react-router-dom';
import type { DocumentScreen as DocumentScreenDeclaration } from '@hotel/domain';
import { Button } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import { ScreenHeader } from '../shared/screen-header';
import { DocumentView } from './document-view';

export interface DocumentScreenProps {
  /** The screen declaration (SCREENS entry of kind 'document'). */
  screen: DocumentScreenDeclaration;
  /** The record id (defaults to the route's :id). */
  id?: string;
}

/** A printable document (cash receipt, guest bill) of the record named by the route's :id; print CSS hides the frame. */
export function DocumentScreen({ screen, id }: DocumentScreenProps) {
  const { t } = useHotelText();
  const params = useParams();
  const recordId = id ?? params.id ?? '';
  return (
    <div data-slot="document-screen" data-document={screen.document}>
      <ScreenHeader title={t(screen.title)} section={screen.group} actions={<Button onClick={() => window.print()}>{t('Print')}</Button>} />
      <div className="p-4 sm:p-8 print:p-0">
        <DocumentView type={screen.document} id={recordId} />
      </div>
    </div>
  );
}
