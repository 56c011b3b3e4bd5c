import type { SeedTools } from '../../../core/db';
import type { Activity } from '../contracts';

const MINUTE = 60_000;

type Row = Omit<Activity, 'id' | 'date'> & { minutesAgo: number };

const ROWS: Row[] = [
  { minutesAgo: 12, image: '/images/avatars/female-01.svg', description: '<strong>Sofia Rossi</strong> checked in the Okafor wedding party (<em>18 rooms</em>)', linkedContent: 'Reservation chart', link: '/front-office/reservation-chart', useRouter: true },
  { minutesAgo: 48, icon: 'heroicons_outline:envelope', description: 'You have 5 new e-mails from the booking channel', linkedContent: 'Open mailbox', link: '/apps/mailbox', useRouter: true },
  { minutesAgo: 95, image: '/images/avatars/male-03.svg', description: '<strong>Kwame Mensah</strong> closed the bar stock count', extraContent: '<p>Two cases of tonic water are missing; a damage report was filed.</p>' },
  { minutesAgo: 180, icon: 'heroicons_outline:check-circle', description: 'Housekeeping marked <strong>42 rooms</strong> as clean and available', linkedContent: 'Available rooms', link: '/housekeeping/available', useRouter: true },
  { minutesAgo: 260, image: '/images/avatars/female-07.svg', description: '<strong>Elena Petrova</strong> left a note on the night handover', extraContent: '<p>Late arrival in 1402 after midnight, keys at the desk. Airport shuttle booked for 05:30.</p>' },
  { minutesAgo: 410, icon: 'heroicons_outline:truck', description: 'Linen delivery from <strong>Kaya Textiles</strong> was received by the store', linkedContent: 'Received history', link: '/inventories/history/received-history', useRouter: true },
  { minutesAgo: 600, image: '/images/avatars/male-11.svg', description: '<strong>Hiroshi Tanaka</strong> published the new breakfast menu' },
  { minutesAgo: 1_300, icon: 'heroicons_outline:banknotes', description: 'Month-end revenue collections report is ready', linkedContent: 'Revenue collections', link: '/reports/revenue-collections', useRouter: true },
  { minutesAgo: 1_500, image: '/images/avatars/female-12.svg', description: '<strong>Zeynep Kaya</strong> created procurement <em>PR-2291</em> for spa towels' },
  { minutesAgo: 1_720, icon: 'heroicons_outline:exclamation-triangle', description: 'Pool gate lock reported broken during the security round', extraContent: '<p>Maintenance ticket opened; the pool stays open with staff at the gate.</p>' },
  { minutesAgo: 2_900, image: '/images/avatars/male-05.svg', description: '<strong>Samuel Osei</strong> completed the fire drill checklist' },
  { minutesAgo: 3_100, icon: 'heroicons_outline:star', description: 'A guest left a 5-star review on the booking channel', extraContent: '<blockquote>Wonderful stay, the rooftop breakfast was the highlight!</blockquote>', linkedContent: 'Read reviews', link: 'https://example.com/reviews', useRouter: false },
  { minutesAgo: 4_400, image: '/images/avatars/female-04.svg', description: '<strong>Priya Sharma</strong> updated the east-wing renovation plan', linkedContent: 'Project dashboard', link: '/dashboards/project', useRouter: true },
  { minutesAgo: 5_800, icon: 'heroicons_outline:user-plus', description: 'Two new staff accounts were created for the spa' },
  { minutesAgo: 7_200, image: '/images/avatars/male-01.svg', description: '<strong>Lucas Moreau</strong> approved the Q3 budget' },
  { minutesAgo: 8_700, icon: 'heroicons_outline:chat-bubble-left-right', description: 'New message in the team chat from <strong>Yuki Sato</strong>', linkedContent: 'Open chat', link: '/apps/chat/chat-03', useRouter: true },
  { minutesAgo: 10_100, icon: 'heroicons_outline:document-check', description: 'Invoice <em>INV-4410</em> for Meridian AG was paid', linkedContent: 'Paid invoices', link: '/front-office/invoices/paid', useRouter: true },
  { minutesAgo: 11_600, image: '/images/avatars/female-09.svg', description: '<strong>Nadia Haddad</strong> scheduled deep cleaning for floors 3 to 6' },
  { minutesAgo: 14_400, icon: 'heroicons_outline:cog-6-tooth', description: 'SMS settings were updated by the administrator' },
  { minutesAgo: 20_160, icon: 'heroicons_outline:sparkles', description: 'The back-office was updated to a new version', linkedContent: 'Changelog', link: '/docs/changelog', useRouter: true },
];

/** About 20 activities, newest first, relative to `now`. */
export function buildActivities({ now }: SeedTools): Activity[] {
  return ROWS.map(({ minutesAgo, ...row }, i) => ({
    id: `activity-${String(i + 1).padStart(2, '0')}`,
    ...row,
    date: new Date(now.getTime() - minutesAgo * MINUTE).toISOString(),
  }));
}
