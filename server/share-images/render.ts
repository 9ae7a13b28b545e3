/**
 * Renders one 1200×630 PNG share image: brand, kicker and the page's title on the left, and
 * the page's illustration on the right. Layout with satori (HTML/CSS subset to SVG, text as paths), then
 * rasterised with resvg. Pure: same input, same bytes, which is what lets the build cache by content hash.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { SHARE_IMAGE_SIZE } from "../../app/seo/share-image";

/** What goes on a share image. */
export interface ShareImageInput {
  /** Large text, e.g. the post's title. */
  title: string;
  /** Small line above the title, e.g. "Blog · Compliance". */
  kicker: string;
  /** The illustration's bytes and MIME type (the post's cover, the use case's or integration's image). */
  illustration: { bytes: Buffer; type: string };
  /** Whether the illustration is a full-bleed cover (blog) or an object drawn on white (logo, picture). */
  illustrationKind: "cover" | "picture";
}

const require = createRequire(import.meta.url);
/** Static Inter (satori reads WOFF/TTF, not the site's variable WOFF2), from the @fontsource/inter package. */
const FONT_FILES = {
  400: require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff"),
  700: require.resolve("@fontsource/inter/files/inter-latin-700-normal.woff"),
} as const;

let fonts: { name: string; data: Buffer; weight: 400 | 700; style: "normal" }[] | undefined;
function loadFonts() {
  fonts ??= ([400, 700] as const).map((weight) => ({
    name: "Inter",
    data: readFileSync(FONT_FILES[weight]),
    weight,
    style: "normal" as const,
  }));
  return fonts;
}

/** The font bytes the renderer uses, for the build's cache key. */
export function shareImageFontFiles(): string[] {
  return Object.values(FONT_FILES);
}

const LOGO_MARK =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect x="4" y="10" width="24" height="18" rx="3" fill="#1d4ed8"/><rect x="8" y="3.5" width="16" height="19" rx="2" fill="#fff" stroke="#2563eb" stroke-width="1.5"/><path d="M11.5 8h9M11.5 11.5h9M11.5 15h6" stroke="#2563eb" stroke-width="1.5" stroke-linecap="round"/><path d="M4 15l12 6.5L28 15v10a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3z" fill="#2563eb"/></svg>';

const dataUri = (bytes: Buffer | string, type = "image/svg+xml") =>
  `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const h = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  extra: Record<string, unknown> = {},
): Node => ({
  type,
  props: { style, children, ...extra },
});

/** Title size that keeps long titles within four lines of the left column. */
function titleSize(title: string): number {
  if (title.length > 70) return 42;
  if (title.length > 45) return 52;
  return 60;
}

/**
 * Renders the share image.
 * @returns PNG bytes, exactly SHARE_IMAGE_SIZE (1200×630)
 */
export async function renderShareImage(input: ShareImageInput): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE_SIZE;
  const pictureWidth = input.illustrationKind === "cover" ? 520 : 400;
  const picture =
    input.illustrationKind === "cover"
      ? h(
          "img",
          {
            width: 520,
            height: 273,
            flexShrink: 0,
            alignSelf: "center",
            borderRadius: 20,
            boxShadow: "0 12px 32px rgba(15,23,42,0.25)",
          },
          undefined,
          {
            src: dataUri(input.illustration.bytes, input.illustration.type),
            width: 520,
            height: 273,
          },
        )
      : h(
          "div",
          {
            display: "flex",
            width: 400,
            height: 400,
            flexShrink: 0,
            alignSelf: "center",
            borderRadius: 32,
            backgroundColor: "#ffffff",
            alignItems: "center",
            justifyContent: "center",
            boxShadow: "0 12px 32px rgba(15,23,42,0.18)",
          },
          h("img", { width: 300, height: 300, objectFit: "contain" }, undefined, {
            src: dataUri(input.illustration.bytes, input.illustration.type),
            width: 300,
            height: 300,
          }),
        );
  const tree = h(
    "div",
    {
      display: "flex",
      width,
      height,
      backgroundColor: "#f1f6ff",
      fontFamily: "Inter",
      padding: 64,
      alignItems: "stretch",
    },
    [
      h(
        "div",
        {
          display: "flex",
          flexDirection: "column",
          width: width - 128 - pictureWidth - 48,
          marginRight: 48,
          justifyContent: "center",
        },
        [
          h("div", { display: "flex", alignItems: "center", marginBottom: 72 }, [
            h("img", { width: 56, height: 56 }, undefined, { src: dataUri(LOGO_MARK), width: 56, height: 56 }),
            h("div", { fontSize: 36, fontWeight: 700, color: "#0f172a", marginLeft: 16 }, "DocSleeve"),
          ]),
          h("div", { display: "flex", flexDirection: "column" }, [
            h("div", { fontSize: 26, fontWeight: 700, color: "#1d4ed8", marginBottom: 20 }, input.kicker),
            h(
              "div",
              { fontSize: titleSize(input.title), fontWeight: 700, color: "#0f172a", lineHeight: 1.15 },
              input.title,
            ),
          ]),
        ],
      ),
      picture,
    ],
  );
  const svg = await satori(tree as Parameters<typeof satori>[0], { width, height, fonts: loadFonts() });
  return new Resvg(svg, { fitTo: { mode: "width", value: width } }).render().asPng();
}
