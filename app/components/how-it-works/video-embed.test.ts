import { describe, expect, it } from "vitest";
import { HOW_IT_WORKS } from "../../content/how-it-works";
import { playVideoLabel, playingMessage, videoEmbedUrl } from "./video-embed";

describe("videoEmbedUrl", () => {
  it("builds the privacy-enhanced autoplay embed", () => {
    expect(videoEmbedUrl("Ya7Kq2mPx9A")).toBe("https://www.youtube-nocookie.com/embed/Ya7Kq2mPx9A?autoplay=1&rel=0");
  });

  it("accepts every how-it-works video", () => {
    for (const item of HOW_IT_WORKS) expect(() => videoEmbedUrl(item.videoId)).not.toThrow();
  });

  it("rejects anything that is not a video id (no URL injection)", () => {
    for (const bad of ["", "short", "Ya7Kq2mPx9A?x=1", "../../evil", "Ya7Kq2mPx9A1"]) {
      expect(() => videoEmbedUrl(bad)).toThrow(/Invalid YouTube video id/);
    }
  });
});

describe("copy", () => {
  it("formats the toast and the button label", () => {
    expect(playingMessage("Create Your Sleeve")).toBe("Playing: Create Your Sleeve");
    expect(playVideoLabel("Create Your Sleeve")).toBe("Play video: Create Your Sleeve");
  });
});
