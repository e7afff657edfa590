// The values a form holds for a schema's answers. The schema's output is the starting point: its
// input is `unknown` wherever it preprocesses multipart text, and its output names every answer.

type FormValue<T> = T extends string
  ? string
  : T extends boolean
    ? boolean
    : T extends readonly (infer Item)[]
      ? FormValue<Item>[]
      : T extends object
        ? FormValues<T>
        : T;

/**
 * What the inputs hold rather than what the schema makes of them: every answer present, a choice
 * or an optional text as a string ("" while unset), a ticked box as a boolean, whatever the
 * schema narrows it to (an enum, `true`), and groups and records field by field.
 */
export type FormValues<T> = { [K in keyof T]-?: FormValue<Exclude<T[K], undefined>> };
