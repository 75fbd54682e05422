"use client";

import { buttonClasses } from "~/components/ui/button-classes";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useListChange } from "../use-list-change";

/**
 * Up / Down / Remove for a testimonial or a question: buttons, so the keyboard reorders as the
 * mouse does. `name` is how staff recognise the item ("Rania K.", the question).
 */
export function ListItemControls({
  id,
  name,
  first,
  last,
  move,
  remove,
  removeQuestion,
}: {
  id: string;
  name: string;
  first: boolean;
  last: boolean;
  move: (direction: "up" | "down") => Promise<unknown>;
  remove: () => Promise<unknown>;
  removeQuestion: string;
}) {
  const hydrated = useHydrated();
  const run = useListChange();
  const step = (direction: "up" | "down") =>
    run(() => move(direction), `Moved “${name}” ${direction}.`, [`${id}-${direction}`, `${id}-${direction === "up" ? "down" : "up"}`]);
  const drop = () => {
    if (window.confirm(removeQuestion)) void run(remove, `Removed “${name}”.`);
  };
  return (
    <div className="flex flex-wrap gap-1.5" role="group" aria-label={`Order of ${name}`}>
      <button id={`${id}-up`} type="button" disabled={!hydrated || first} onClick={() => step("up")} className={buttonClasses("secondary", "sm")}>
        Up<span className="sr-only"> {name}</span>
      </button>
      <button id={`${id}-down`} type="button" disabled={!hydrated || last} onClick={() => step("down")} className={buttonClasses("secondary", "sm")}>
        Down<span className="sr-only"> {name}</span>
      </button>
      <button type="button" disabled={!hydrated} onClick={drop} className={buttonClasses("ghost", "sm")}>
        Remove<span className="sr-only"> {name}</span>
      </button>
    </div>
  );
}
