import { site } from '../../config/site';

export function BrandMark({ light = false }: { light?: boolean }) {
  return (
    <a className={light ? 'brand brand--light' : 'brand'} href="/">
      <svg className="brand__logo" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#0f766e" />
        <circle cx="22" cy="10" r="4" fill="#fbbf24" />
        <path d="M5 24c4-6 8-6 11-2s7 4 11-2v8H5z" fill="#5eead4" />
        <path d="M8 9h7M8 13h5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>{site.brandName}</span>
    </a>
  );
}
