// What the catalogue lists once an assembly is chosen or a part number typed, one chunk (catalogue-later.tsx).
export { PartsPanel } from './parts-panel.tsx';
