import type { ChangeEvent } from "react";
import classes from "./honeypot-field.module.css";

interface HoneypotFieldProps {
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology); form-filling robots do fill it, and the server then keeps nothing.
 */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  return (
    <div className={classes.trap} aria-hidden="true">
      <label>
        Website
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value ?? ""}
          onChange={onChange}
        />
      </label>
    </div>
  );
}
