// Small inline flags for the language selector (emoji flags do not render on every system).
import type { Language } from '@portal/domain/languages';

/** Points of a five-pointed star centred on (cx, cy), first point at `rotation` degrees from up. */
function starPoints(cx: number, cy: number, outer: number, rotation = 0) {
  const inner = outer * 0.382;
  return Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const angle = ((rotation + i * 36 - 90) * Math.PI) / 180;
    return `${(cx + r * Math.cos(angle)).toFixed(2)},${(cy + r * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}

const flags: Record<Language, React.ReactNode> = {
  en: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0,0 30,20 M30,0 0,20" stroke="#fff" strokeWidth="4" />
      <path d="M0,0 30,20 M30,0 0,20" stroke="#C8102E" strokeWidth="1.4" />
      <path d="M15,0 V20 M0,10 H30" stroke="#fff" strokeWidth="6" />
      <path d="M15,0 V20 M0,10 H30" stroke="#C8102E" strokeWidth="3.4" />
    </>
  ),
  he: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect y="2" width="30" height="3" fill="#0038b8" />
      <rect y="15" width="30" height="3" fill="#0038b8" />
      <path d="M15,6.3 18.2,11.8 11.8,11.8Z M15,13.7 11.8,8.2 18.2,8.2Z" fill="none" stroke="#0038b8" strokeWidth="0.8" />
    </>
  ),
  zh: (
    <>
      <rect width="30" height="20" fill="#de2910" />
      <polygon points={starPoints(5, 5, 3)} fill="#ffde00" />
      <polygon points={starPoints(10, 2, 1, 23)} fill="#ffde00" />
      <polygon points={starPoints(12, 4, 1, 45)} fill="#ffde00" />
      <polygon points={starPoints(12, 7, 1, 0)} fill="#ffde00" />
      <polygon points={starPoints(10, 9, 1, 20)} fill="#ffde00" />
    </>
  ),
  it: (
    <>
      <rect width="10" height="20" fill="#009246" />
      <rect x="10" width="10" height="20" fill="#fff" />
      <rect x="20" width="10" height="20" fill="#ce2b37" />
    </>
  ),
  de: (
    <>
      <rect width="30" height="7" fill="#000" />
      <rect y="6.66" width="30" height="6.67" fill="#dd0000" />
      <rect y="13.33" width="30" height="6.67" fill="#ffce00" />
    </>
  ),
  fr: (
    <>
      <rect width="10" height="20" fill="#002395" />
      <rect x="10" width="10" height="20" fill="#fff" />
      <rect x="20" width="10" height="20" fill="#ed2939" />
    </>
  ),
};

export function FlagIcon({ language, size = 20 }: { language: Language; size?: number }) {
  return (
    <svg
      viewBox="0 0 30 20"
      width={size}
      height={(size * 2) / 3}
      aria-hidden="true"
      focusable="false"
      style={{ borderRadius: 2, boxShadow: '0 0 0 1px rgba(0,0,0,0.12)', flexShrink: 0 }}
    >
      {flags[language]}
    </svg>
  );
}
