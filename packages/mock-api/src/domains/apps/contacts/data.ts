import type { SeedTools } from '../../../core/db';
import type { Contact, ContactTag } from '../contracts';

/** Tag ids are fixed so other seeds and tests can refer to them. */
export const CONTACT_TAG_TITLES = ['Work', 'Friend', 'Family', 'High School', 'College', 'Baseball Team', 'Band'] as const;

export function buildContactTags(): ContactTag[] {
  return CONTACT_TAG_TITLES.map((title, index) => ({ id: `contact-tag-${index + 1}`, title }));
}

/** The stable uuid of the seeded contact at `index` (0-based), so tests, samples and other seeds can name one. */
export const contactId = (index: number): string => `c0ffee00-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;

type Gender = 'female' | 'male';

/** Name, gender, country iso, city: a varied, multilingual cast. */
const PEOPLE: [string, Gender, string, string][] = [
  ['Amelia Hartley', 'female', 'gb', 'Leeds'],
  ['Bernard Langley', 'male', 'us', 'Boston'],
  ['Chiara Bellini', 'female', 'it', 'Torino'],
  ['Dmitri Volkov', 'male', 'ru', 'Kazan'],
  ['Élodie Marchand', 'female', 'fr', 'Lyon'],
  ['Farid Haddad', 'male', 'lb', 'Beirut'],
  ['Greta Lindström', 'female', 'se', 'Göteborg'],
  ['Hamza Benali', 'male', 'ma', 'Casablanca'],
  ['Ines Carvalho', 'female', 'pt', 'Porto'],
  ['Jae-won Park', 'male', 'kr', 'Busan'],
  ['Kamila Nowak', 'female', 'pl', 'Kraków'],
  ['Liam O’Sullivan', 'male', 'ie', 'Cork'],
  ['Maya Goldberg', 'female', 'il', 'Haifa'],
  ['Nikhil Iyer', 'male', 'in', 'Chennai'],
  ['Olga Petrenko', 'female', 'ua', 'Lviv'],
  ['Pablo Ortega', 'male', 'es', 'Sevilla'],
  ['Qiu Yue', 'female', 'cn', 'Chengdu'],
  ['Rafael Souza', 'male', 'br', 'Recife'],
  ['Saoirse Byrne', 'female', 'ie', 'Galway'],
  ['Tariq Rahman', 'male', 'bd', 'Dhaka'],
  ['Ulrike Brandt', 'female', 'de', 'Hamburg'],
  ['Viktor Horváth', 'male', 'hu', 'Debrecen'],
  ['Wanjiru Kamau', 'female', 'ke', 'Nairobi'],
  ['Xavier Dupont', 'male', 'be', 'Liège'],
  ['Yara Mansour', 'female', 'eg', 'Alexandria'],
  ['Zoltan Kiss', 'male', 'hu', 'Szeged'],
  ['Aiko Yamamoto', 'female', 'jp', 'Sapporo'],
  ['Babajide Adeyemi', 'male', 'ng', 'Ibadan'],
  ['Camila Restrepo', 'female', 'co', 'Medellín'],
  ['Diego Fernández', 'male', 'ar', 'Rosario'],
  ['Eleni Papadopoulou', 'female', 'gr', 'Thessaloniki'],
  ['Florin Popescu', 'male', 'ro', 'Cluj-Napoca'],
  ['Gülşen Aydın', 'female', 'tr', 'İzmir'],
  ['Henrik Nielsen', 'male', 'dk', 'Aarhus'],
  ['Isabela Moreira', 'female', 'br', 'Curitiba'],
  ['Jonas Berger', 'male', 'at', 'Graz'],
  ['Kalani Akana', 'female', 'us', 'Honolulu'],
  ['Lars Eriksen', 'male', 'no', 'Bergen'],
  ['Mei Lin Tan', 'female', 'sg', 'Singapore'],
  ['Nguyễn Văn An', 'male', 'vn', 'Đà Nẵng'],
  ['Oluwaseun Okoro', 'female', 'ng', 'Lagos'],
  ['Pieter van Dijk', 'male', 'nl', 'Utrecht'],
  ['Rania Aziz', 'female', 'jo', 'Amman'],
  ['Santiago Ruiz', 'male', 'mx', 'Guadalajara'],
  ['Tanvi Deshpande', 'female', 'in', 'Pune'],
  ['Uriel Cohen', 'male', 'il', 'Tel Aviv'],
  ['Valentina Greco', 'female', 'it', 'Napoli'],
  ['William Chen', 'male', 'ca', 'Vancouver'],
  ['Ximena Paredes', 'female', 'pe', 'Cusco'],
  ['Yusuf Çelik', 'male', 'tr', 'Bursa'],
];

const TITLES = [
  'Front Office Manager', 'Revenue Analyst', 'Executive Chef', 'Sommelier', 'Event Coordinator',
  'Procurement Lead', 'Night Auditor', 'Spa Director', 'Head of Housekeeping', 'Concierge',
  'Travel Agent', 'Software Engineer', 'Wedding Planner', 'Account Executive', 'Photographer',
];
const COMPANIES = [
  'Atlas Travel', 'Blue Lagoon Events', 'Cedar & Pine Suppliers', 'Dune Tours', 'Everest Linen Co.',
  'Fjord Seafood', 'Golden Gate Catering', 'Harbour Logistics', 'Iris Florists', 'Juniper Wines',
];
const STREETS = ['Harbour Street', 'Rue des Lilas', 'Via Roma', 'Calle Mayor', 'Lindenallee', 'Station Road', 'Park Avenue'];
const MAIL_DOMAINS = ['mail.test', 'example.com', 'inbox.test', 'post.example'];
const NOTES = [
  '<p>Met at the <strong>spring trade fair</strong>; prefers e-mail over calls.</p>',
  '<p>Regular guest since 2019. Allergic to <em>peanuts</em> — tell the kitchen.</p><p>Likes a room with a sea view.</p>',
  '<p>Handles group bookings for their company.</p><ul><li>Invoices monthly</li><li>Net 30</li></ul>',
  '<p>Call after 3 pm local time.</p>',
];

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’'đĐ]/g, (c) => (c === 'đ' || c === 'Đ' ? 'd' : ''))
    .replace(/ı/g, 'i')
    .replace(/ş/g, 's')
    .toLowerCase();

/** About 50 contacts: avatars and backgrounds for most, emails (Personal/Work), phones (Mobile/Work/Home), some without title. */
export function buildContacts({ rng, now }: SeedTools): Contact[] {
  let female = 0;
  let male = 0;
  return PEOPLE.map(([name, gender, iso, city], index) => {
    const [first = name, ...rest] = name.split(' ');
    const last = rest.join('') || first;
    const handle = `${ascii(first)}.${ascii(last)}`.replace(/[^a-z.]/g, '');
    const avatarNumber = gender === 'female' ? (female++ % 20) + 1 : (male++ % 20) + 1;
    const hasAvatar = index % 8 !== 5;
    const emails = [{ email: `${handle}@${rng.pick(MAIL_DOMAINS)}`, label: 'Personal' }];
    if (rng.chance(0.5)) emails.push({ email: `${ascii(first)}@${ascii(rng.pick(COMPANIES)).replace(/[^a-z]/g, '')}.test`, label: 'Work' });
    const phoneNumbers = Array.from({ length: rng.int(1, 3) }, (_, i) => ({
      country: i === 0 ? iso : rng.pick(['us', 'gb', 'fr', 'de', iso]),
      phoneNumber: `${rng.int(200, 999)} ${rng.int(100, 999)} ${String(rng.int(0, 9999)).padStart(4, '0')}`,
      label: (['Mobile', 'Work', 'Home'] as const)[i] ?? 'Mobile',
    }));
    const birthday = new Date(Date.UTC(now.getUTCFullYear() - rng.int(22, 70), rng.int(0, 11), rng.int(1, 28), 12));
    const withTitle = index % 6 !== 3;
    const tags = rng.shuffle(buildContactTags().map((t) => t.id)).slice(0, rng.int(0, 3));
    const contact: Contact = {
      id: contactId(index),
      avatar: hasAvatar ? `images/avatars/${gender}-${String(avatarNumber).padStart(2, '0')}.svg` : null,
      background: hasAvatar ? `images/cards/contact-background-${(index % 8) + 1}.svg` : null,
      name,
      emails,
      phoneNumbers,
      company: rng.pick(COMPANIES),
      birthday: rng.chance(0.85) ? birthday.toISOString() : null,
      address: `${rng.int(1, 240)} ${rng.pick(STREETS)}, ${city}`,
      notes: rng.chance(0.8) ? rng.pick(NOTES) : null,
      tags,
    };
    if (withTitle) contact.title = rng.pick(TITLES);
    return contact;
  });
}

/** `count` generated contacts for the "many" scenario and the bench (deterministic). */
export function manyContacts(count: number): Contact[] {
  const firsts = ['Ada', 'Björn', 'Chen', 'Dalia', 'Emeka', 'Fatma', 'Goran', 'Hiro', 'Ingrid', 'José', 'Kofi', 'Lena', 'Mateo', 'Nour', 'Olu', 'Priya', 'Quentin', 'Rosa', 'Sven', 'Tomoko', 'Umar', 'Vera', 'Wen', 'Yasmin', 'Zeno'];
  const lasts = ['Abara', 'Berg', 'Castillo', 'Dubois', 'Eze', 'Fischer', 'García', 'Horvat', 'Ito', 'Jensen', 'Kowalski', 'Lopes', 'Müller', 'Nakamura', 'Okafor', 'Petrov', 'Rossi', 'Silva', 'Tanaka', 'Ulloa', 'Varga', 'Wiśniewski', 'Yilmaz', 'Zhou'];
  return Array.from({ length: count }, (_, i) => ({
    id: `contact-many-${String(i + 1).padStart(5, '0')}`,
    avatar: i % 3 === 0 ? null : `images/avatars/${i % 2 ? 'male' : 'female'}-${String((i % 20) + 1).padStart(2, '0')}.svg`,
    background: null,
    name: `${firsts[i % firsts.length]} ${lasts[Math.floor(i / firsts.length) % lasts.length]} ${i + 1}`,
    emails: [{ email: `contact${i + 1}@example.com`, label: 'Work' }],
    phoneNumbers: [{ country: 'us', phoneNumber: `555 ${String(i).padStart(7, '0')}`, label: 'Mobile' }],
    title: i % 4 === 0 ? '' : 'Guest Relations',
    company: 'Example Corp',
    birthday: null,
    address: null,
    notes: null,
    tags: [],
  }));
}

/** Contacts whose every text is very long (layout tests). */
export function longTextContacts(): Contact[] {
  const long = 'Maximiliane-Alexandrina Wolfeschlegelsteinhausenbergerdorff von Hohenzollern-Sigmaringen';
  return Array.from({ length: 5 }, (_, i) => ({
    id: `contact-long-${i + 1}`,
    avatar: null,
    background: null,
    name: `${long} ${i + 1}`,
    emails: [{ email: `${'very.long.address.'.repeat(6)}${i}@an-extremely-long-domain-name-for-testing.example.com`, label: 'Personal' }],
    phoneNumbers: [{ country: 'de', phoneNumber: '+49 (0) 30 1234 5678 9012 3456', label: 'Work' }],
    title: 'Senior Vice President of International Guest Experience, Loyalty Programmes and Partnerships',
    company: 'The Grand Imperial Riverside Palace Hotel, Spa, Conference Centre & Residences',
    birthday: '1980-02-29T12:00:00.000Z',
    address: 'Apartment 1204, Building C, 1234 Extraordinarily Long Boulevard of the Unreasonably Named Republic, 00000 Somewhere',
    notes: `<p>${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(40)}</p>`,
    tags: [],
  }));
}

/** Contacts whose notes carry rich and hostile HTML (SafeHtml must keep the rich part and drop scripts). */
export function htmlContacts(): Contact[] {
  return [
    {
      id: 'contact-html-1',
      avatar: null,
      background: null,
      name: 'Html <b>Payload</b> Person',
      emails: [],
      phoneNumbers: [],
      title: '<img src=x onerror=alert(1)>',
      company: 'Script & Co',
      birthday: null,
      address: null,
      notes:
        '<h2>Notes</h2><p><strong>Bold</strong>, <em>italic</em>, <a href="https://example.com">a link</a>, <a href="javascript:alert(1)">a bad link</a>.</p><ul><li>One</li><li>Two</li></ul><script>alert(1)</script><img src="x" onerror="alert(1)">',
      tags: [],
    },
  ];
}
