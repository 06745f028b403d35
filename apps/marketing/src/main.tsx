import { createRoot } from 'react-dom/client';

function Placeholder() {
  return (
    <main>
      <h1>Florida Small Businesses Deserve Better Websites</h1>
      <p>Affordable Sites. Local Support. No Agency Price Tag.</p>
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<Placeholder />);
