import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CatalogPreviewPage } from './CatalogPreviewPage.tsx';
import './catalog.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <CatalogPreviewPage />
    </StrictMode>,
  );
}
