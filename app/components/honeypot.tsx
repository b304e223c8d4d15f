import { HONEYPOT_FIELD } from "#app/lib/honeypot";

/** The honeypot field (see lib/honeypot.ts), hidden from people and from assistive technology. */
export function Honeypot() {
  return (
    <div aria-hidden="true" style={{ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" }}>
      <label>
        Web sitesi
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
