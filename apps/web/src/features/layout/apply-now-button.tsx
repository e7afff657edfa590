import { Button, type ButtonProps } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { trackEvent } from "@/lib/analytics/analytics";

/** The bar's Apply Now: goes to /register and records 'User' / 'Apply Now Clicked'. */
export function ApplyNowButton(props: ButtonProps & { onNavigate?: () => void }) {
  const { onNavigate, ...buttonProps } = props;
  return (
    <Button
      {...buttonProps}
      renderRoot={(rootProps) => <Link to="/register" {...rootProps} />}
      onClick={() => {
        trackEvent("User", "Apply Now Clicked");
        onNavigate?.();
      }}
    >
      Apply Now
    </Button>
  );
}
