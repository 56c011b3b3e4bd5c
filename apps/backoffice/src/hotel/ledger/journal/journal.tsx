import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { LedgerScreen } from '@hotel/domain';
import { draftIds, useAuth } from '@hotel/shell';
import { Alert, Button } from '@hotel/ui';
import { useHotelText } from '../../../i18n/hotel-text';
import { ScreenHeader } from '../../shared/screen-header';
import { useBusinessDate } from '../../shared/use-business-date';
import { messageOf } from '../../shared/use-request';
import { useAccounts } from '../shared/use-accounts';
import { EntryDialog } from './entry-dialog';
import { EntryForm } from './entry-form';
import { JournalFilters } from './journal-filters';
import { JournalTable } from './journal-table';
import { ENTRY_DRAFT_ID } from './use-entry-form';
import { NO_FILTERS, useJournal } from './use-journal';

export interface JournalProps {
  /** The screen declaration (view 'journal'). */
  screen: LedgerScreen;
}

/** The journal: every entry newest first, filtered and paged; each opens with its lines; new hand-written entries and reversals. */
export function Journal({ screen }: JournalProps) {
  const { t, tm } = useHotelText();
  const journal = useJournal();
  const accounts = useAccounts();
  const businessDate = useBusinessDate();
  // A draft of a new entry (the session ended while it was typed) opens the form again.
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [creating, setCreating] = useState(() => (user ? draftIds(user.id, pathname).includes(ENTRY_DRAFT_ID) : false));
  const filtered = JSON.stringify(journal.filters) !== JSON.stringify(NO_FILTERS);

  return (
    <div data-slot="journal">
      <ScreenHeader
        title={t(screen.title)}
        section={screen.group ? t(screen.group) : undefined}
        description={t('Every money event posts one balanced entry; corrections reverse an entry and name it.')}
        actions={<Button onClick={() => setCreating(true)}>{t('New journal entry')}</Button>}
      />
      <div className="grid gap-4 p-4 sm:p-8">
        <div role="status" aria-live="polite" className="empty:hidden text-sm font-medium text-foreground">
          {journal.notice}
        </div>
        {accounts.error ? (
          <Alert variant="warning" title={t('The chart of accounts could not be loaded')}>
            {tm(messageOf(accounts.error))} {t('The account filter and new entries need it.')}
          </Alert>
        ) : null}
        <JournalFilters filters={journal.filters} onChange={journal.setFilters} accounts={accounts.data} />
        <JournalTable journal={journal} filtered={filtered} />
      </div>
      {journal.openId ? (
        <EntryDialog
          id={journal.openId}
          fallback={journal.list.data?.items.find((entry) => entry.id === journal.openId)}
          onOpen={journal.setOpenId}
          onClose={() => journal.setOpenId(undefined)}
          onReversed={journal.reversed}
        />
      ) : null}
      {creating ? (
        <EntryForm
          accounts={accounts.data}
          businessDate={businessDate.date}
          onClose={() => setCreating(false)}
          onPosted={(entry) => {
            setCreating(false);
            journal.posted(entry);
          }}
        />
      ) : null}
    </div>
  );
}
