/** The business's logo (the marketing site's brand mark); decorative, the name is shown beside it. */
export function BrandLogo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" style={{ flex: 'none' }}>
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <circle cx="22" cy="10" r="4" fill="#fbbf24" />
      <path d="M5 24c4-6 8-6 11-2s7 4 11-2v8H5z" fill="#5eead4" />
      <path d="M8 9h7M8 13h5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
