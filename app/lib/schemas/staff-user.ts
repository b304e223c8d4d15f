import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { ALL_ROLES } from "#app/lib/domain/roles";
import { email, newPassword, personName, uuid } from "./fields";

/**
 * The forms of System → users (/admin/settings), shared by the server and the browser: creating an account
 * and the per-user management buttons. Messages are translation keys.
 */
const id = () => uuid("settings.users.errors.invalid");
const role = () => z.enum(ALL_ROLES, { error: "validation.invalidRole" });

export const createUserSchema = z
  .object({
    intent: z.literal("create"),
    first_name: personName(),
    last_name: personName(),
    email: email(),
    role: role(),
    broker_id: uuid().optional(),
    customer_email: email().optional(),
    // empty: a password is generated and e-mailed
    password: newPassword().optional(),
  })
  // checked even while another field is refused, so every problem shows after one submit
  .refine((value) => !(value.role === "broker" && !value.broker_id), {
    path: ["broker_id"],
    message: "settings.users.errors.brokerRequired",
    when: () => true,
  });

export const manageUserSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("change-role"), id: id(), role: role(), broker_id: uuid().optional() }),
  z.object({ intent: z.literal("disable"), id: id() }),
  z.object({ intent: z.literal("enable"), id: id() }),
  z.object({ intent: z.literal("revoke-sessions"), id: id() }),
  z.object({ intent: z.literal("reset-password"), id: id() }),
]);

/** Every POST intent of the screen (the access matrix has a row for each). */
export const STAFF_USER_INTENTS = ["create", "change-role", "disable", "enable", "revoke-sessions", "reset-password"] as const;

/** What the screen's action answers when it refuses. */
export type StaffUserActionData = {
  intent: string;
  result: SubmissionResult<string[]> | null;
  formError: string | null;
};
