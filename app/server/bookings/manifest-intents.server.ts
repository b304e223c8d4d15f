import { removePassengerSchema, savePassengerSchema, toPassengerInput } from "#app/lib/schemas/manifest";
import { intent } from "#app/server/platform/action.server";
import { removePassenger, savePassenger, type ManifestActor } from "./manifest.server";

/**
 * The manifest's two intents (decision 053), the same on the customer's flight page (with `customerId`: their
 * deadline applies) and the staff's manifest page: `save-passenger` and `remove-passenger`. `done` answers a
 * success (a redirect with its toast, by the text key given).
 */
export function manifestIntents(
  actor: ManifestActor & { reservationId: string },
  done: (messageKey: "manifest.toasts.saved" | "manifest.toasts.removed") => Response | Promise<Response>,
) {
  return {
    "save-passenger": intent({
      schema: savePassengerSchema,
      run: async (v) => {
        await savePassenger({ ...actor, passengerId: v.passenger_id, value: toPassengerInput(v) });
        return done("manifest.toasts.saved");
      },
    }),
    "remove-passenger": intent({
      schema: removePassengerSchema,
      run: async (v) => {
        await removePassenger({ ...actor, passengerId: v.passenger_id });
        return done("manifest.toasts.removed");
      },
    }),
  };
}
