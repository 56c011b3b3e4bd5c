import type { HelpCenterState } from './seed';

const FAQ_CATEGORIES = [
  ['most-asked', 'Most asked'],
  ['general-inquiries', 'General inquiries'],
  ['licenses', 'Licenses'],
  ['payments', 'Payments'],
  ['support', 'Support'],
] as const;

const QUESTIONS: Record<string, string[]> = {
  'most-asked': ['Is there a 14-days trial?', 'What’s the benefits of the Premium Membership?', 'How much time I will need to learn this app?', 'Are there any free tutorials available?', 'Is there a month-to-month payment option?', 'Can I change the language of the back-office?', 'How do I reset my password?'],
  'general-inquiries': ['How do I add a new staff account?', 'Can guests see their folio online?', 'Where can I find the release notes?', 'Does the back-office work on tablets?', 'How is my data backed up?', 'Can I export reports to Excel?'],
  licenses: ['Which license do I need for two properties?', 'Can I transfer my license?', 'What happens when my license expires?', 'Is there an education discount?', 'Do licenses include updates?'],
  payments: ['Which payment methods do you accept?', 'Can I get an invoice with my VAT number?', 'How do refunds work?', 'When will I be charged?', 'Can I pay yearly?', 'Why was my card declined?'],
  support: ['How do I contact support?', 'What are your support hours?', 'Do you offer on-site training?', 'How fast do you answer tickets?', 'Can I request a feature?'],
};

const ANSWER =
  'Yes, and it only takes a minute. Open the settings from the user menu, pick the option you need and save; the change applies to every device you are signed in on.\n\n' +
  'If something does not look right afterwards, sign out and in again. Still stuck? Our support team answers within one business day, in English, Français, Deutsch or Español.';

const GUIDE_CATEGORIES = [
  ['getting-started', 'Getting Started'],
  ['projects', 'Projects'],
  ['settings', 'Settings'],
  ['payments', 'Payments'],
  ['your-account', 'Your Account'],
] as const;

const GUIDES: Record<string, string[]> = {
  'getting-started': ['What is this app?', 'Start using the app', 'Signing in to the dashboard', 'Navigating within the app', 'Keyboard shortcuts', 'Working offline', 'Inviting your team'],
  projects: ['How to create a project', 'How to delete a project', 'Project permissions', 'Archiving projects', 'Templates for projects'],
  settings: ['Changing the theme', 'Choosing a layout', 'Notification settings', 'Language and region', 'Security settings', 'Connected apps'],
  payments: ['Adding a payment method', 'Downloading invoices', 'Changing your plan', 'Cancelling a subscription'],
  'your-account': ['Changing your e-mail address', 'Two-factor authentication', 'Deleting your account', 'Exporting your data', 'Managing sessions'],
};

const slugify = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The body every guide shares (as in the template): every block the article view must style. */
export const GUIDE_CONTENT = `<h2>Overview</h2>
<p>This guide walks you through the steps one by one. It takes about <strong>five minutes</strong> and you can stop at any time: your progress is saved.</p>
<h3>Before you start</h3>
<ul><li>An account with the <em>admin</em> role</li><li>A modern browser</li><li>The details you want to enter</li></ul>
<h3>Steps</h3>
<ol><li>Open the menu and choose <strong>Settings</strong>.</li><li>Select the section you need.</li><li>Make your changes and press <strong>Save</strong>.</li></ol>
<blockquote><p>Tip: press <kbd>Ctrl</kbd> + <kbd>K</kbd> anywhere to search for a page.</p></blockquote>
<h3>For developers</h3>
<p>The same action is available from the API:</p>
<pre><code>PATCH /api/common/user
{ "user": { "status": "away" } }</code></pre>
<dl><dt>Role</dt><dd>Who may perform the action.</dd><dt>Scope</dt><dd>Which property the change applies to.</dd></dl>
<figure><img src="images/apps/help-center/guide-illustration.svg" alt="A laptop showing the settings page" width="640" height="360"><figcaption>The settings page.</figcaption></figure>
<p>Need more help? <a href="/apps/help-center/support">Contact support</a>.</p>`;

export function buildHelpCenter(): HelpCenterState {
  const faqCategories = FAQ_CATEGORIES.map(([slug, title], i) => ({ id: `faq-category-${i + 1}`, slug, title }));
  const faqs = faqCategories.flatMap((category) =>
    (QUESTIONS[category.slug] ?? []).map((question, i) => ({ id: `${category.id}-faq-${i + 1}`, categoryId: category.id, question, answer: ANSWER })),
  );
  const guideCategories = GUIDE_CATEGORIES.map(([slug, title], i) => ({ id: `guide-category-${i + 1}`, slug, title }));
  const guides = guideCategories.flatMap((category) =>
    (GUIDES[category.slug] ?? []).map((title, i) => ({
      id: `${category.id}-guide-${i + 1}`,
      categoryId: category.id,
      slug: slugify(title),
      title,
      subtitle: 'Learn the basics in a few minutes, with screenshots and tips',
    })),
  );
  return { faqCategories, faqs, guideCategories, guides };
}
