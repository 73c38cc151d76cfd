/** A colour dot (a queue's, a tag's) beside its name; the name says what it is, so the dot is not read. */
export function Swatch({ color }: { color: string }) {
  return (
    <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: color }} />
  );
}

/** A select option for something with a name and a colour. */
export function swatchOption<T extends string | number>(value: T, label: string, color: string) {
  return { value, label, leading: <Swatch color={color} /> };
}
