import { ROLES } from '../../../access/policy';
import { useHotelText } from '../../../i18n/hotel-text';
import { keep, sentence } from '../../../i18n/sentence';

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

/** The mock API's password of every demo account (DESIGN decision 8). */
export const DEMO_PASSWORD = 'demo1234';

/** One demo account per role: `<role>@hotel.test` / demo1234. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = ROLES.map((role) => ({ role, email: `${role}@hotel.test`, password: DEMO_PASSWORD }));

export interface DemoAccountsProps {
  accounts: readonly DemoAccount[];
  /** Fills the form with the account. */
  onPick: (account: DemoAccount) => void;
  disabled?: boolean;
}

/** 'Demo accounts': one button per role that fills the sign-in form. */
export function DemoAccounts({ accounts, onPick, disabled = false }: DemoAccountsProps) {
  const { t } = useHotelText();
  return (
    <section aria-labelledby="demo-accounts-title" className="rounded-lg border border-border p-4">
      <h2 id="demo-accounts-title" className="text-sm font-semibold text-foreground">
        {t('Demo accounts')}
      </h2>
      <p className="mt-1 text-xs text-muted-foreground">
        {sentence(t('Pick a role to fill the form. Every account uses the password {{password}}.', keep('password')), { password: <code>{DEMO_PASSWORD}</code> })}
      </p>
      <ul className="mt-3 flex flex-wrap gap-1.5">
        {accounts.map((account) => (
          <li key={account.role}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(account)}
              aria-label={t('{{role}}: fill in {{email}}', { role: t(account.role), email: account.email })}
              className="rounded-full border border-border bg-background px-2.5 py-1 text-xs text-foreground outline-none hover:bg-hover focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
            >
              {t(account.role)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
