import type { ChatMessage, UserStatus } from '@hotel/shell/api';
import type { SeedTools } from '../../../core/db';
import type { ChatContactRecord, ChatRecord, ChatState } from './types';

const PEOPLE: [name: string, gender: 'female' | 'male', title: string, about: string][] = [
  ['Sofia Rossi', 'female', 'Receptionist', 'Front desk, morning shift. Ciao!'],
  ['Kwame Mensah', 'male', 'Head Barman', 'Cocktails and stock counts.'],
  ['Yuki Sato', 'female', 'Guest Relations', 'こんにちは, happy to help with VIP guests.'],
  ['Elena Petrova', 'female', 'Front Office Supervisor', 'Night audit and handovers.'],
  ['Mehmet Yılmaz', 'male', 'Maintenance Lead', 'Call me for anything that beeps or leaks.'],
  ['Hiroshi Tanaka', 'male', 'Executive Chef', 'Kitchen closes at 23:00.'],
  ['Zeynep Kaya', 'female', 'Purchaser', 'Quotes, suppliers and deliveries.'],
  ['Samuel Osei', 'male', 'Security Officer', 'Rounds every two hours.'],
  ['Chloé Dubois', 'female', 'Restaurant Supervisor', 'Bonjour ! Tables and reservations.'],
  ['Rahul Mehta', 'male', 'Accountant', 'Month-end closing in progress.'],
  ['Nadia Haddad', 'female', 'Housekeeping Supervisor', 'مرحبا — rooms ready by 14:00.'],
  ['Lucas Moreau', 'male', 'General Manager', 'Door is always open.'],
  ['Ingrid Halvorsen', 'female', 'Internal Auditor', 'Numbers first, coffee second.'],
  ['Tomás García', 'male', 'Housekeeping', '¡Hola! Floors 3 to 6.'],
  ['Aisha Bello', 'female', 'Eatery Cashier', 'Lunch rush 12–14.'],
  ['Jonas Weber', 'male', 'Pool Attendant', 'Pool opens at 07:00.'],
  ['Priya Sharma', 'female', 'Sous Chef', 'Pastry and breakfast buffet.'],
  ['Marco Bianchi', 'male', 'Store Keeper', 'Requisitions before noon, please.'],
  ['Lina Nguyen', 'female', 'Spa Manager', 'Xin chào! Treatments and bookings.'],
  ['Oliver Brown', 'male', 'Bartender', 'Happy hour 17–19.'],
];

const THEIRS = [
  'Good morning! Is room 214 ready for the early arrival?',
  'The guest in <b>1402</b> asked for extra towels.',
  'Can you check the minibar charges for room 508?',
  'Delivery from the laundry supplier is 30 minutes late.',
  'Could you approve my store requisition before noon?',
  'The conference room projector is not working again 😅',
  'We are fully booked for Saturday, please stop walk-ins.',
  'Danke! I will take care of it.',
  'Merci, c’est parfait.',
  'Teşekkürler, hallettim.',
  'The pool heater is back on, temperature 27°C.',
  'See the updated menu: <a href="https://example.com/menu">menu</a>',
  'Group booking for the Okafor wedding confirmed: <strong>18 rooms</strong>.',
  'Can we move the staff meeting to 15:00?',
  'The key card encoder at the desk needs a restart.',
];

const MINE = [
  'Yes, housekeeping finished it ten minutes ago.',
  'On it, thanks for the heads-up.',
  'Approved. Please attach the invoice.',
  'Let me check with the night auditor.',
  'Sure, 15:00 works for me.',
  'Please send me the list when you have it.',
  'Great work today, team!',
  'I have added it to the <em>daily handover</em> notes.',
  'Calling maintenance now.',
  'Noted 👍',
];

const STATUSES: UserStatus[] = ['online', 'away', 'busy', 'not-visible'];
const MINUTE = 60_000;

/** 20 staff contacts, 15 chats (newest first) each with 10 to 40 messages over several days. */
export function buildChat({ rng, now }: SeedTools): ChatState {
  let female = 0;
  let male = 0;
  const contacts: ChatContactRecord[] = PEOPLE.map(([name, gender, title, about], i) => {
    const n = gender === 'female' ? ++female : ++male;
    const handle = name.toLowerCase().normalize('NFD').replace(/[^a-z ]/g, '').replace(/ /g, '.');
    return {
      id: `chat-contact-${String(i + 1).padStart(2, '0')}`,
      name,
      avatar: i % 7 === 6 ? null : `/images/avatars/${gender}-${String(n).padStart(2, '0')}.svg`,
      about,
      status: rng.pick(STATUSES),
      details: {
        emails: [{ email: `${handle}@hotel.test`, label: 'Work' }],
        phoneNumbers: [{ country: 'tr', phoneNumber: `5${rng.int(10, 59)} ${rng.int(100, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`, label: 'Mobile' }],
        title,
        company: 'Grand Hotel',
        birthday: null,
        address: 'Grand Hotel, staff wing',
      },
    };
  });

  const chats: ChatRecord[] = [];
  const messages: Record<string, ChatMessage[]> = {};
  for (let i = 0; i < 15; i++) {
    const contact = contacts[i] as ChatContactRecord;
    const id = `chat-${String(i + 1).padStart(2, '0')}`;
    const count = rng.int(10, 40);
    const end = now.getTime() - (i * 97 + rng.int(1, 50)) * MINUTE;
    const span = rng.int(2, 6) * 24 * 60 * MINUTE;
    const list: ChatMessage[] = [];
    for (let m = 0; m < count; m++) {
      const isMine = rng.chance(0.45);
      const at = end - Math.round(((count - 1 - m) / Math.max(1, count - 1)) * span) - (m === count - 1 ? 0 : rng.int(0, 20) * MINUTE);
      list.push({
        id: `${id}-message-${String(m + 1).padStart(2, '0')}`,
        chatId: id,
        contactId: isMine ? 'me' : contact.id,
        value: rng.pick(isMine ? MINE : THEIRS),
        createdAt: new Date(at).toISOString(),
        isMine,
      });
    }
    list.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const last = list[list.length - 1] as ChatMessage;
    messages[id] = list;
    chats.push({
      id,
      contactId: contact.id,
      unreadCount: i < 5 ? rng.int(1, 6) : 0,
      muted: i % 5 === 4,
      lastMessage: last.value,
      lastMessageAt: last.createdAt,
    });
  }
  return { contacts, chats, messages };
}
