/** Entry point: check the configuration, then start the app (or explain why it cannot). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app';
import { ErrorScreen } from './app/error/error-screen';
import { loadClientConfig } from './shared/config/client-config';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);

try {
  loadClientConfig();
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
} catch (error) {
  // A broken configuration cannot be fixed by re-rendering; retrying reloads the page.
  root.render(<ErrorScreen error={error} onRetry={() => window.location.reload()} />);
}
