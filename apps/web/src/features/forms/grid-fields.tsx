import { Grid, Group, Radio, Stack, TextInput, type TextInputProps } from "@mantine/core";

/** Half the row from the small breakpoint up, the whole row on a phone. */
export const HALF_ROW = { base: 12, sm: 6 } as const;

/** A text input of a form grid: its field's name, its props, and whether it takes the row. */
export interface TextFieldSpec<Name extends string> extends Omit<TextInputProps, "name"> {
  name: Name;
  wide?: boolean;
}

/**
 * Text inputs in a form grid, in order, each bound to its field by `bind` (the form's
 * `getInputProps`). The forms list their text fields as data, so a field's label, autofill
 * hint and limit are read in one line and every form lays them out alike.
 */
export function TextFields<Name extends string>({
  fields,
  bind,
}: {
  fields: readonly TextFieldSpec<Name>[];
  bind: (name: Name) => object;
}) {
  return fields.map(({ name, wide, ...props }) => (
    <Grid.Col key={name} span={wide ? 12 : HALF_ROW}>
      <TextInput {...props} {...bind(name)} />
    </Grid.Col>
  ));
}

/**
 * What a form gives a select: its input props, and a cleared value stored as "" (not null). The
 * select itself gets null for "", so that a clearable one shows no clear button while empty.
 */
export function selectBinding<Name extends string>(
  form: {
    getInputProps: (name: Name) => { value?: unknown };
    setFieldValue: (name: Name, value: string) => void;
  },
  name: Name,
) {
  const props = form.getInputProps(name);
  return {
    ...props,
    value: typeof props.value === "string" && props.value !== "" ? props.value : null,
    onChange: (value: string | null) => form.setFieldValue(name, value ?? ""),
  };
}

export interface ChoiceOption {
  value: string;
  label: string;
  description?: string;
}

/** A required radio question: its options in a row (`inline`) or one under the other. */
export function RadioChoice({
  label,
  options,
  inputProps,
  inline = false,
}: {
  label: string;
  options: readonly ChoiceOption[];
  inputProps: object;
  inline?: boolean;
}) {
  const Layout = inline ? Group : Stack;
  return (
    <Radio.Group label={label} required {...inputProps}>
      <Layout gap={inline ? "lg" : "xs"} mt="xs">
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            label={option.label}
            description={option.description}
          />
        ))}
      </Layout>
    </Radio.Group>
  );
}
