import { clsx } from "clsx";

type Variant = "primary" | "secondary" | "accent" | "light" | "ghost";
type Size = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-70";

// Every pairing below keeps text at 4.5:1 or better against its own fill.
const variants: Record<Variant, string> = {
  primary: "bg-primary text-white hover:bg-primary-dark",
  secondary: "border-2 border-primary bg-white text-primary hover:bg-primary-50",
  accent: "bg-accent text-navy hover:bg-[#fb8a82]",
  light: "bg-white text-primary hover:bg-cream",
  ghost: "text-primary underline-offset-4 hover:underline",
};

const sizes: Record<Size, string> = {
  sm: "min-h-11 px-4 py-2 text-sm",
  md: "min-h-11 px-5 py-2.5 text-sm sm:text-base",
  lg: "min-h-12 px-6 py-3 text-base",
};

/** Class names for links and buttons that look like buttons. */
export function buttonClasses(
  variant: Variant = "primary",
  size: Size = "md",
  extra?: string,
): string {
  return clsx(base, variants[variant], sizes[size], extra);
}
