/** Snapshots of the built-in prototypes, to prove that no input ever wrote to them. */
const watched = [
  Object.prototype,
  Array.prototype,
  Function.prototype,
  String.prototype,
  Number.prototype,
];
const describeAll = () =>
  watched.map((p) =>
    Reflect.ownKeys(p)
      .map((k) => `${String(k)}:${typeof Object.getOwnPropertyDescriptor(p, k)?.value}`)
      .join(','),
  );
const before = describeAll();

/** True while every watched prototype has exactly the properties it had when this module loaded. */
export function prototypesUntouched(): boolean {
  const now = describeAll();
  return (
    now.every((keys, i) => keys === before[i]) &&
    ({} as Record<string, unknown>)['polluted'] === undefined
  );
}
