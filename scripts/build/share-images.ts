// `npm run build` (first step): renders the 1200×630 PNG share image of every blog post, use case and
// integration into public/images/share/ (git-ignored), cached by content hash in
// node_modules/.cache/share-images. See server/share-images/ and decision 0032.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { INTEGRATIONS } from "../../app/content/integrations";
// Aliased: a name starting with "use" reads as a React hook to the linter.
import { USE_CASES, useCaseImage as illustrationOfUseCase } from "../../app/content/use-cases";
import { shareImagePath, shareImageTitle } from "../../app/seo/share-image";
import { frontMatterSchema, readFrontMatter } from "../../server/blog/front-matter";
import { BLOG_CONTENT_DIR } from "../../server/blog/import";
import { PUBLIC_DIR, ROOT } from "../../server/paths";
import { buildShareImages, readIllustration, type ShareImageTarget } from "../../server/share-images/build";

const targets: ShareImageTarget[] = [];
for (const file of readdirSync(BLOG_CONTENT_DIR)
  .filter((f) => f.endsWith(".md"))
  .sort()) {
  const post = frontMatterSchema.parse(readFrontMatter(readFileSync(path.join(BLOG_CONTENT_DIR, file), "utf8")).data);
  if (!post.published) continue;
  targets.push({
    sitePath: shareImagePath("blog", file.slice(0, -".md".length)),
    title: shareImageTitle(post.title),
    kicker: post.tags.length > 0 ? `Blog · ${post.tags[0]}` : "Blog",
    illustration: readIllustration(PUBLIC_DIR, post.image),
    illustrationKind: "cover",
  });
}
for (const useCase of USE_CASES) {
  targets.push({
    sitePath: shareImagePath("use-cases", useCase.id),
    title: shareImageTitle(useCase.metaTitle),
    kicker: `Use case · ${useCase.title}`,
    illustration: readIllustration(PUBLIC_DIR, illustrationOfUseCase(useCase.id)),
    illustrationKind: "picture",
  });
}
for (const integration of INTEGRATIONS) {
  targets.push({
    sitePath: shareImagePath("integrations", integration.route),
    title: `${integration.name} integration`,
    kicker: "Integrations",
    illustration: readIllustration(PUBLIC_DIR, integration.logo),
    illustrationKind: "picture",
  });
}

const started = Date.now();
const { rendered, cached } = await buildShareImages(
  targets,
  PUBLIC_DIR,
  path.join(ROOT, "node_modules", ".cache", "share-images"),
);
console.log(`share images: ${rendered} rendered, ${cached} from cache (${Date.now() - started} ms)`);
