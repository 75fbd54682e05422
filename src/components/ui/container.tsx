import { clsx } from "clsx";
import type { ReactNode } from "react";

export const containerClasses = "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8";

export function Container({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  return <div className={clsx(containerClasses, className)}>{children}</div>;
}
