// The Lucide icons of the first screens (the route error page, the password field, the password
// confirmation). react-icons' Lucide set is one module: importing any icon from 'react-icons/lu'
// brings every Lucide icon the app uses, so these few are drawn here (Lucide's paths, the set's
// attributes, react-icons' size/color/title props) and the set stays with the signed-in screens
// (vite.config.ts gives it a chunk of its own).
import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: string | number; title?: string };

function lucide(drawing: ReactNode) {
  return function LucideIcon({ size, title, color, style, ...props }: IconProps) {
    return (
      <svg
        stroke="currentColor"
        fill="none"
        strokeWidth="2"
        viewBox="0 0 24 24"
        strokeLinecap="round"
        strokeLinejoin="round"
        {...props}
        style={{ color, ...style }}
        height={size ?? '1em'}
        width={size ?? '1em'}
        xmlns="http://www.w3.org/2000/svg"
      >
        {title ? <title>{title}</title> : null}
        {drawing}
      </svg>
    );
  };
}

export const LuTriangleAlert = lucide(
  <>
    <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
    <path d="M12 9v4" />
    <path d="M12 17h.01" />
  </>,
);

export const LuEye = lucide(
  <>
    <path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

export const LuEyeOff = lucide(
  <>
    <path d="M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49" />
    <path d="M14.084 14.158a3 3 0 0 1-4.242-4.242" />
    <path d="M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143" />
    <path d="m2 2 20 20" />
  </>,
);

export const LuCircleCheck = lucide(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m9 12 2 2 4-4" />
  </>,
);
