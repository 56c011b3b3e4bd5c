import type { SeedTools } from '../../../core/db';
import type { AcademyStep } from '../contracts';
import type { AcademyState } from './seed';

export const courseId = (i: number) => `acade000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`;

const COURSES: [string, string, string][] = [
  ['Basics of Angular', 'Introductory course for Angular and framework basics', 'web'],
  ['Basics of TypeScript', 'Beginner course for Typescript and its basics', 'web'],
  ['Android N: Quick Settings', 'Step by step guide for Android N: Quick Settings', 'android'],
  ['Build an App for the Google Assistant with Firebase', 'Dive deep into Google Assistant apps using Firebase', 'firebase'],
  ['Keep Sensitive Data Safe and Private', 'Learn how to keep your important data safe and private', 'android'],
  ['Manage Your Pivotal Cloud Foundry App’s Using Apigee Edge', 'Introductory course for Pivotal Cloud Foundry App', 'cloud'],
  ['Build a PWA Using Workbox', 'Step by step guide for building a PWA using Workbox', 'web'],
  ['Cloud Functions for Firebase', 'Beginners guide of Firebase Cloud Functions', 'firebase'],
  ['Building a gRPC Service with Java', 'Learn more about building a gRPC Service with Java', 'cloud'],
  ['Looking at Campaign Finance with BigQuery', 'Dive deep into BigQuery: Campaign Finance', 'cloud'],
  ['Personalize Your iOS App with Firebase User Management', 'Dive deep into User Management on iOS apps using Firebase', 'firebase'],
  ['Customize Network Topology with Subnetworks', 'Dive deep into Network Topology with Subnetworks', 'web'],
  ['Building Beautiful UIs with Flutter', 'Dive deep into Flutter’s hidden secrets for creating beautiful UIs', 'web'],
  ['Firebase Android', 'Beginners guide of Firebase for Android', 'android'],
  ['Simulating a Thread Network Using OpenThread', 'Introductory course for OpenThread and Simulating a Thread Network', 'web'],
  ['Your First Progressive Web App', 'Step by step guide for creating a PWA from scratch', 'web'],
  ['Launch Cloud Datalab', 'From start to finish: Launch Cloud Datalab', 'cloud'],
  ['Cloud Firestore', 'Step by step guide for setting up Cloud Firestore', 'firebase'],
];

const slugify = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export function buildAcademy({ rng, now }: SeedTools): AcademyState {
  const categories = [
    ['web', 'Web'],
    ['firebase', 'Firebase'],
    ['cloud', 'Cloud'],
    ['android', 'Android'],
  ].map(([slug = '', title = ''], i) => ({ id: `academy-category-${i + 1}`, slug, title }));
  const courses = COURSES.map(([title, description, category], i) => ({
    id: courseId(i),
    title,
    slug: slugify(title),
    description,
    category,
    duration: rng.int(6, 24) * 5,
    totalSteps: 11,
    updatedAt: new Date(now.getTime() - rng.int(1, 400) * 86_400_000).toISOString(),
    featured: i % 6 === 0,
    progress: { currentStep: i % 4 === 0 ? 0 : rng.int(0, 10), completed: i % 5 === 0 ? rng.int(1, 3) : 0 },
  }));
  return { categories, courses };
}

const STEP_TITLES = [
  'Introduction', 'Get the sample code', 'Create a Firebase project and Set up your app', 'Install the Firebase Command Line Interface',
  'Deploy and run the web app', 'The Functions Directory', 'Import the Cloud Functions and Firebase Admin modules', 'Welcome New Users',
  'Images moderation', 'New Message Notifications', 'Congratulations!',
];

/** The 11 steps every course shares (as in the template), with HTML content. */
export function courseSteps(): AcademyStep[] {
  return STEP_TITLES.map((title, order) => ({
    order,
    title,
    subtitle: order === 0 ? 'What you will build' : `Step ${order + 1} of ${STEP_TITLES.length}`,
    content: `<h2>Step ${order + 1} — ${title}</h2>
<p>In this step you will ${order === 0 ? 'see what you are about to build and what you need' : `work on <strong>${title.toLowerCase()}</strong>`}.</p>
<ul><li>Read the explanation</li><li>Try the code</li><li>Check your result</li></ul>
<pre><code>npm run step-${order + 1}</code></pre>
<p>When you are ready, press <em>Next</em>.</p>`,
  }));
}
