import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { env } from './env';
import { App } from './app';

async function start() {
  if (env.mockApi) {
    // Kept out of the entry chunk: loaded, then started before the first render.
    const { startMockApi } = await import('@hotel/mock-api/browser');
    await startMockApi();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
