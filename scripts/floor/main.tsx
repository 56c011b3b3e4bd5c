/**
 * The bench's floor (issue 20): an empty React 19 + Tailwind 4 page built with the app's toolchain
 * (Vite, @vitejs/plugin-react, @tailwindcss/vite) by scripts/perf/floor.ts. Every timing of the
 * perf bench is printed as a ratio to this page's, measured in the same run.
 */
import { createRoot } from 'react-dom/client';
import './floor.css';

const root = document.getElementById('root');
if (!root) throw new Error('The floor page has no #root element.');

createRoot(root).render(
  <main className="flex min-h-screen items-center justify-center bg-white p-8 text-slate-900">
    <h1 className="text-3xl font-semibold tracking-tight">An empty React page</h1>
  </main>,
);
