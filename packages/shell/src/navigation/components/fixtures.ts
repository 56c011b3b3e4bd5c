import type { ShellNavigationItem } from '../types';

/**
 * A navigation tree covering every item type and option, for stories and tests: internal,
 * external, function, disabled, tooltip, subtitle, badges, forced active, hidden (flag and rule),
 * nested collapsables, a group, an aside, a divider and a spacer.
 */
export function navigationFixture(onFunction: (item: ShellNavigationItem) => void = () => {}): ShellNavigationItem[] {
  return [
    { id: 'home', type: 'basic', title: 'Home', icon: 'heroicons_outline:home', link: '/home', exactMatch: true },
    {
      id: 'front-office',
      type: 'group',
      title: 'Front office',
      subtitle: 'Reception and guests',
      children: [
        { id: 'front-office.check-in', type: 'basic', title: 'Check in', icon: 'heroicons_outline:key', link: '/front-office/check-in', tooltip: 'Register arriving guests' },
        {
          id: 'front-office.guests',
          type: 'collapsable',
          title: 'Guests',
          icon: 'heroicons_outline:user-group',
          badge: { title: '3', classes: 'px-2 bg-primary text-primary-foreground rounded-full' },
          children: [
            { id: 'front-office.guests.list', type: 'basic', title: 'Guest list', link: '/front-office/guests' },
            { id: 'front-office.guests.bills', type: 'basic', title: 'Guest bills', subtitle: 'Open folios', link: '/front-office/guests/bills' },
            {
              id: 'front-office.guests.more',
              type: 'collapsable',
              title: 'More',
              children: [{ id: 'front-office.guests.more.sms', type: 'basic', title: 'Guest SMS', link: '/front-office/guests-sms' }],
            },
          ],
        },
        {
          id: 'front-office.payments',
          type: 'collapsable',
          title: 'Payments',
          icon: 'heroicons_outline:credit-card',
          children: [
            { id: 'front-office.payments.guest', type: 'basic', title: 'Guest payment', link: '/front-office/guest-payment' },
            { id: 'front-office.payments.refund', type: 'basic', title: 'Refunds', link: '/front-office/refunds' },
          ],
        },
        { id: 'front-office.pos', type: 'basic', title: 'Mini mart', link: '/front-office/pos/new', hidden: true },
      ],
    },
    { id: 'divider-1', type: 'divider' },
    {
      id: 'reports',
      type: 'aside',
      title: 'Reports',
      icon: 'heroicons_outline:chart-pie',
      children: [
        { id: 'reports.daily', type: 'basic', title: 'Daily sales', link: '/reports/daily-sales' },
        { id: 'reports.revenue', type: 'basic', title: 'Revenue summary', link: '/reports/revenue-collections-summary' },
      ],
    },
    {
      id: 'examples',
      type: 'group',
      title: 'Item types',
      children: [
        { id: 'examples.external', type: 'basic', title: 'Hotel website', icon: 'heroicons_outline:globe-alt', link: 'https://example.com', externalLink: true, target: '_blank' },
        { id: 'examples.function', type: 'basic', title: 'Run an action', icon: 'heroicons_outline:bolt', function: onFunction },
        { id: 'examples.disabled', type: 'basic', title: 'Income statement', icon: 'heroicons_outline:document-text', disabled: true, link: '/accounts/income-statement' },
        { id: 'examples.forced', type: 'basic', title: 'Always highlighted', icon: 'heroicons_outline:star', active: true, link: '/example' },
        { id: 'examples.badge', type: 'basic', title: 'Mailbox', icon: 'heroicons_outline:envelope', link: '/apps/mailbox', badge: { title: '27', classes: 'px-2 bg-warn text-warn-foreground rounded-full' } },
        { id: 'examples.rule', type: 'basic', title: 'Hidden by a rule', link: '/rule', hidden: (item) => item.id === 'examples.rule' },
      ],
    },
    { id: 'spacer-1', type: 'spacer' },
    { id: 'changelog', type: 'basic', title: 'Changelog', icon: 'heroicons_outline:megaphone', link: '/docs/changelog', badge: { title: '20.1.0', classes: 'px-2 bg-hover text-foreground rounded' } },
  ];
}

/** A flat-ish tree of about `count` items (groups of collapsables of links) for speed checks. */
export function largeNavigationFixture(count = 500): ShellNavigationItem[] {
  const items: ShellNavigationItem[] = [];
  let made = 0;
  for (let g = 0; made < count; g++) {
    const children: ShellNavigationItem[] = [];
    for (let c = 0; c < 4 && made < count; c++) {
      const links: ShellNavigationItem[] = [];
      for (let l = 0; l < 10 && made < count; l++, made++) {
        links.push({ id: `g${g}.c${c}.l${l}`, type: 'basic', title: `Link ${g}.${c}.${l}`, icon: 'heroicons_outline:document', link: `/g${g}/c${c}/l${l}` });
      }
      children.push({ id: `g${g}.c${c}`, type: 'collapsable', title: `Section ${g}.${c}`, icon: 'heroicons_outline:folder', children: links });
      made++;
    }
    items.push({ id: `g${g}`, type: 'group', title: `Group ${g}`, children });
    made++;
  }
  return items;
}
