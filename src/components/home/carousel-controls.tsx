import { clsx } from "clsx";

/** Controls shared by the home carousels. Plain components: they render inside client ones. */

function Icon({ path, filled = false, className }: { path: string; filled?: boolean; className?: string }) {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <path
        d={path}
        fill={filled ? "currentColor" : "none"}
        stroke={filled ? "none" : "currentColor"}
        strokeWidth={2.5}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const roundButton =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-navy shadow-md ring-1 ring-slate-200 transition-colors hover:bg-primary hover:text-white disabled:cursor-wait disabled:opacity-60 disabled:hover:bg-white disabled:hover:text-navy";

export function CarouselArrow({
  direction,
  onClick,
  label,
  controls,
  className,
  disabled = false,
}: {
  direction: "prev" | "next";
  onClick: () => void;
  label: string;
  controls: string;
  className?: string;
  /** Until the carousel runs: a press would do nothing. */
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-controls={controls}
      className={clsx(roundButton, className)}
    >
      {/* Previous points back along the reading direction: left, or right on a right-to-left page. */}
      <Icon path={direction === "prev" ? "M15 18l-6-6 6-6" : "M9 18l6-6-6-6"} className="rtl:-scale-x-100" />
      <span className="sr-only">{label}</span>
    </button>
  );
}

export function PlayPauseButton({
  playing,
  onClick,
  label,
  controls,
  className,
  disabled = false,
}: {
  playing: boolean;
  onClick: () => void;
  /** "Pause slideshow" while playing, "Play slideshow" while paused. */
  label: string;
  controls: string;
  className?: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-controls={controls}
      data-playing={playing ? "true" : "false"}
      className={clsx(roundButton, className)}
    >
      {playing ? <Icon path="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" filled /> : <Icon path="M8 5.5v13l10.5-6.5z" filled />}
      <span className="sr-only">{label}</span>
    </button>
  );
}

/** One button per position; each has a 24 px target around a smaller visible dot. */
export function CarouselDots({
  count,
  selected,
  onSelect,
  labelFor,
  controls,
  tone = "light",
  disabled = false,
}: {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  labelFor: (index: number) => string;
  controls: string;
  tone?: "light" | "dark";
  disabled?: boolean;
}) {
  return (
    <div className="flex items-center">
      {Array.from({ length: count }, (_, index) => {
        const current = index === selected;
        return (
          <button
            key={index}
            type="button"
            onClick={() => onSelect(index)}
            disabled={disabled}
            aria-controls={controls}
            aria-current={current ? "true" : undefined}
            className="group inline-flex size-6 items-center justify-center rounded-full disabled:cursor-wait sm:size-7"
          >
            <span
              aria-hidden="true"
              className={clsx(
                "block h-2.5 rounded-full transition-all duration-300",
                current
                  ? "w-6 bg-primary"
                  : tone === "light"
                    ? "w-2.5 bg-slate-500 group-hover:bg-primary-dark"
                    : "w-2.5 bg-slate-300 group-hover:bg-white",
              )}
            />
            <span className="sr-only">{labelFor(index)}</span>
          </button>
        );
      })}
    </div>
  );
}
