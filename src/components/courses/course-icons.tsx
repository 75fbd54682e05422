import type { SVGProps } from "react";

/** Small inline icons of the course screens; decorative, the text next to them carries the meaning. */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Svg({ size = 18, children, ...rest }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...rest}>
      {children}
    </svg>
  );
}

const stroke = { fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round", strokeLinejoin: "round" } as const;

export function LockIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="4" y="11" width="16" height="10" rx="2" {...stroke} />
      <path {...stroke} d="M8 11V7a4 4 0 0 1 8 0v4" />
    </Svg>
  );
}

export function PlayIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="10" {...stroke} />
      <path d="m10 8 6 4-6 4V8Z" fill="currentColor" />
    </Svg>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="8" r="4" {...stroke} />
      <path {...stroke} d="M4 21a8 8 0 0 1 16 0" />
    </Svg>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path {...stroke} d="m6 9 6 6 6-6" />
    </Svg>
  );
}

export function ArrowLeftIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path {...stroke} d="M19 12H5m6-6-6 6 6 6" />
    </Svg>
  );
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path {...stroke} d="M5 12h14m-6-6 6 6-6 6" />
    </Svg>
  );
}

export function LayersIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path {...stroke} d="m12 3 9 5-9 5-9-5 9-5Z" />
      <path {...stroke} d="m3 13 9 5 9-5" />
    </Svg>
  );
}

export function DeviceIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="2" y="4" width="14" height="11" rx="1.5" {...stroke} />
      <rect x="17" y="9" width="5" height="11" rx="1" {...stroke} />
      <path {...stroke} d="M6 19h6" />
    </Svg>
  );
}

export function InfinityIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path {...stroke} d="M12 12c-2-2.7-4-4-6-4a4 4 0 0 0 0 8c2 0 4-1.3 6-4Zm0 0c2 2.7 4 4 6 4a4 4 0 0 0 0-8c-2 0-4 1.3-6 4Z" />
    </Svg>
  );
}

export function AwardIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="9" r="6" {...stroke} />
      <path {...stroke} d="m8.5 14-1.5 8 5-3 5 3-1.5-8" />
    </Svg>
  );
}
