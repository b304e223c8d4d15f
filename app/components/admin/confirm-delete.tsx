import type { ComponentProps, ReactNode } from "react";
import { Form } from "react-router";
import { ConfirmPanel } from "#app/components/confirm-panel";
import { Button } from "#app/components/ui/button";
import { useIsPending } from "#app/lib/use-pending";

/** The key that ties a row's delete (refund, …) button to the confirmation step it opens. */
export function openerKey(intent: string, id: string) {
  return `${intent}-${id}`;
}

/**
 * The confirmation step of a destructive row action (`?delete=<id>`, `?refund=<id>`): the ConfirmPanel with
 * the form that posts the intent again with `confirm=yes`, and the way back. `children` replace the confirming
 * form when the action cannot be done (`blocked`: a record others refer to offers deactivation instead).
 */
export function ConfirmDelete({
  recordId,
  confirmLabel,
  intent = "delete",
  blocked = false,
  children,
  ...panel
}: Omit<ComponentProps<typeof ConfirmPanel>, "opener" | "children"> & {
  recordId: string;
  confirmLabel: string;
  intent?: string;
  /** the action cannot be done: `children` (another way out, or nothing) stand instead of the confirming form */
  blocked?: boolean;
  children?: ReactNode;
}) {
  const busy = useIsPending({ intent });
  return (
    <ConfirmPanel {...panel} opener={openerKey(intent, recordId)}>
      {blocked ? (
        children
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="id" value={recordId} />
          <input type="hidden" name="confirm" value="yes" />
          <Button type="submit" variant="destructive" disabled={busy}>
            {confirmLabel}
          </Button>
        </Form>
      )}
    </ConfirmPanel>
  );
}
