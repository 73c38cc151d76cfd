/** A promise the test opens: what waits on `passed` goes on once `open()` is called (a module held by `vi.mock`). */
export function gate(): { passed: Promise<void>; open(): void } {
  let open = () => {};
  const passed = new Promise<void>((resolve) => (open = resolve));
  return { passed, open: () => open() };
}
