import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// The claims of the article "Images from resources".
@MainActor
@Suite struct ImagesFromResourcesTests {
  @Test func theBannerFillsItsFrameAndTheAvatarComesFromTheAssetCatalog() throws {
    let host = ViewHost(ImagesFromResources.ProfileHeader(), width: 40, height: 10)
    let banner = try #require(host.images(named: "banner").first)
    // 40 x 20 pixels filling 160 x 48: scaled to 160 x 80, cut to the frame by `clipped()`.
    #expect(banner.imageSize == CGSize(width: 160, height: 80))
    let avatar = try #require(host.images(named: "avatar").first)
    #expect(avatar.imageFile?.lastPathComponent == "avatar@2x.png")
    #expect(avatar.accessibilityLabel == "Profile picture")
    #expect(banner.accessibilityLabel == "banner")
  }

  @Test func theThumbnailFitsAtTheImagesRatio() throws {
    let host = ViewHost(ImagesFromResources.Thumbnail(), width: 20, height: 6)
    #expect(host.images(named: "banner").first?.imageSize == CGSize(width: 80, height: 40))
  }

  @Test func aDecorativeImageHasNoLabel() throws {
    let host = ViewHost(ImagesFromResources.StripedRule(), width: 20, height: 2)
    let divider = try #require(host.images(named: "banner").first)
    #expect(divider.imageLabel == nil)
    #expect(divider.imageSize?.height == 16)
  }

  @Test func anSVGSymbolIsFoundAndSizedByItsFile() throws {
    let host = ViewHost(ImagesFromResources.RatingStar(), width: 10, height: 4)
    let star = try #require(host.images(named: "star").first)
    #expect(star.imageFile?.lastPathComponent == "star.svg")
    #expect(star.imageSize == CGSize(width: 32, height: 32))
    #expect(star.imageLabel == "Favourite")
  }

  @Test func aLinkWhosePictureIsItsLabelIsOneButtonNamedByItsTitle() throws {
    let host = ViewHost(ImagesFromResources.BannerLink(), width: 40, height: 12)
    let link = try host.button("Banner")
    let banner = try #require(host.images(named: "banner").first)
    #expect(
      link.layoutFrame.contains(CGPoint(x: banner.layoutFrame.midX, y: banner.layoutFrame.midY)))
    try link.tap()
    #expect(host.text.contains("Showing banner"), "\(host.text)")
  }

  @Test func theCoverShowsProgressThenTheImageOrItsFailure() async throws {
    let url = try #require(
      Bundle.module.url(forResource: "banner", withExtension: "png", subdirectory: "Images"))
    let host = ViewHost(ImagesFromResources.CoverView(url: url), width: 40, height: 12)
    #expect(host.images(named: "banner.png").isEmpty)
    for _ in 0..<500 where host.images(named: "banner.png").isEmpty {
      try await Task.sleep(for: .milliseconds(10))
      host.update()
    }
    // 40 x 20 pixels fitted to 120 x 160: 120 x 60.
    #expect(host.images(named: "banner.png").first?.imageSize == CGSize(width: 120, height: 60))
    let missing = ViewHost(
      ImagesFromResources.CoverView(url: URL(fileURLWithPath: "/no/such/cover.png")), width: 40,
      height: 12)
    for _ in 0..<500 where !missing.contains(text: "No cover") {
      try await Task.sleep(for: .milliseconds(10))
      missing.update()
    }
    #expect(missing.contains(text: "No cover"))
  }
}
