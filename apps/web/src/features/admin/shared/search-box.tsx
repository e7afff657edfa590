import { TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";

/** The search box of a staff list: typed text reaches the URL (and the server) after a pause. */
export function SearchBox({
  value,
  onSearch,
  placeholder,
}: {
  value: string;
  onSearch: (q: string) => void;
  placeholder: string;
}) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, 300);
  const sent = useRef(value);
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    const q = debounced.trim();
    if (q !== sent.current) {
      sent.current = q;
      onSearch(q);
    }
  }, [debounced, onSearch]);
  return (
    <TextInput
      label="Search"
      placeholder={placeholder}
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      maxLength={200}
      w={{ base: "100%", sm: 320 }}
    />
  );
}
