/**
 * Deferred hydration (decision 013): a page whose route `handle` says `deferHydration: true` is served with its
 * React Router scripts inert inside `<noscript id="…">` (raw text to a browser that runs scripts, ignored by
 * React's hydration) and this small inline script, which moves them into the document on the visitor's first
 * interaction. Until then the page is the server's HTML, whose forms and links work as they do without
 * JavaScript; the first pointer, key, focus, touch or scroll event loads the app and hydrates it.
 */

export interface DeferHydrationHandle {
  deferHydration?: boolean;
}

export function defersHydration(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as DeferHydrationHandle).deferHydration === true;
}

export const DEFERRED_SCRIPTS_ID = "uj-deferred-scripts";

/** The interactions that load the app. */
export const HYDRATION_TRIGGERS = ["pointerdown", "pointermove", "keydown", "touchstart", "focusin", "wheel", "scroll"] as const;

/**
 * The inline loader. React Router streams the loader data after the shell as inline scripts that call
 * `window.__reactRouterContext.streamController`; until the app loads, a stand-in keeps those chunks. On the
 * first interaction the inert scripts are recreated (scripts parsed from text do not run: attributes, text and
 * the page's nonce are copied) and appended in document order: the classic context script runs at once and
 * makes the real stream, the kept chunks are replayed into it, and the module script runs after its imports,
 * which the moved `modulepreload` links have started.
 */
export const DEFERRED_LOADER = `(function(){var d=document,w=window,n=(d.currentScript||{}).nonce||"",ev=${JSON.stringify(HYDRATION_TRIGGERS)},q=[],end=false,done=false;
w.__reactRouterContext={streamController:{enqueue:function(c){q.push(c)},close:function(){end=true}}};
function go(){ev.forEach(function(e){removeEventListener(e,go,true)});var src=d.getElementById(${JSON.stringify(DEFERRED_SCRIPTS_ID)});if(done||!src)return;done=true;
var t=d.createElement("template");t.innerHTML=src.textContent;
Array.prototype.slice.call(t.content.children).forEach(function(el){if(el.tagName!=="SCRIPT"){d.body.appendChild(d.importNode(el,true));return}
var s=d.createElement("script");for(var i=0;i<el.attributes.length;i++){var a=el.attributes[i];if(a.name!=="nonce")s.setAttribute(a.name,a.value)}
if(n)s.nonce=n;s.text=el.text;d.body.appendChild(s)});
var c=w.__reactRouterContext.streamController;q.forEach(function(x){c.enqueue(x)});if(end)c.close()}
ev.forEach(function(e){addEventListener(e,go,{capture:true,passive:true})})})();`;
