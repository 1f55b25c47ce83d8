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
}
