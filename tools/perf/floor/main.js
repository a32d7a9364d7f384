// The floor: a bare React page with the portal's React and Vite, nothing else.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(createElement('h1', null, 'Fortbildungen in Schleswig-Holstein'));
