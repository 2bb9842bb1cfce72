/**
 * The whole list's ids after moving `id` one place up (-1) or down (+1) among the `shown` ones
 * (a filtered view such as the pop-ups among the notices): it swaps with its shown neighbour.
 */
export function moved(all: number[], shown: number[], id: number, step: -1 | 1): number[] {
  const at = shown.indexOf(id);
  const neighbour = shown[at + step];
  if (at < 0 || neighbour === undefined) return all;
  return all.map((x) => (x === id ? neighbour : x === neighbour ? id : x));
}
