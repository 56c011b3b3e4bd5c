import type { FolioScreen as FolioScreenDeclaration } from '@hotel/domain';
import { ScreenHeader } from '../shared/screen-header';

export interface FolioScreenProps {
  /** The screen declaration (SCREENS entry of kind 'folio'). */
  screen: FolioScreenDeclaration;
}

/** A folio: its lines, balance and actions (being built). */
export function FolioScreen({ screen }: FolioScreenProps) {
  return <ScreenHeader title={screen.title} section={screen.group} />;
}
