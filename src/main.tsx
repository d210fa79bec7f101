import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Placeholder until the console skeleton lands: proves the build and the server's static serving.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <main>
        <h1>Brand Console</h1>
      </main>
    </StrictMode>,
  );
}
