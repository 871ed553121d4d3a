/** A drawn living room for the hero: a sofa, a floor lamp, a plant and a picture (no image download). */
export function HeroArt({ className = '' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 480 360"
      className={className}
      role="img"
      aria-label="Ruang tamu dengan sofa, lampu dan tanaman"
    >
      <clipPath id="hero-room">
        <rect width="480" height="360" rx="28" />
      </clipPath>
      <g clipPath="url(#hero-room)">
        <rect width="480" height="360" fill="#fae8d3" />
        <rect y="268" width="480" height="92" fill="#f3cda3" />
      </g>
      <rect x="176" y="52" width="128" height="92" rx="6" fill="#fdf6ee" stroke="#b7712f" strokeWidth="6" />
      <path d="M188 132l34-42 24 28 16-18 30 32z" fill="#9caf88" />
      <circle cx="272" cy="78" r="10" fill="#d4a63a" />
      <path d="M392 92h44l-10 44h-24z" fill="#d4a63a" />
      <rect x="411" y="136" width="6" height="132" fill="#5f391c" />
      <rect x="396" y="264" width="36" height="8" rx="4" fill="#5f391c" />
      <rect x="86" y="150" width="308" height="84" rx="26" fill="#9a5a23" />
      <rect x="62" y="188" width="356" height="64" rx="24" fill="#7c4a21" />
      <rect x="48" y="176" width="52" height="88" rx="22" fill="#9a5a23" />
      <rect x="380" y="176" width="52" height="88" rx="22" fill="#9a5a23" />
      <rect x="116" y="196" width="118" height="34" rx="14" fill="#b7712f" />
      <rect x="246" y="196" width="118" height="34" rx="14" fill="#b7712f" />
      <rect x="150" y="164" width="54" height="40" rx="12" fill="#f3cda3" />
      <rect x="74" y="262" width="10" height="20" rx="3" fill="#5f391c" />
      <rect x="396" y="262" width="10" height="20" rx="3" fill="#5f391c" />
      <path d="M28 268c0-30 8-52 22-70 6 22 6 44 2 70z" fill="#6b8f5e" />
      <path d="M40 268c4-34 18-58 40-74-2 28-10 52-24 74z" fill="#9caf88" />
      <rect x="22" y="250" width="44" height="40" rx="8" fill="#c46a4a" />
    </svg>
  );
}
