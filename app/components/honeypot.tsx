/**
 * A field people never see or fill; bots that fill every input are refused on the server
 * (app/server/honeypot.server.ts).
 */
export const HONEYPOT_FIELD = "website";

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
