import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// `Image("name", bundle:)`: found in a bundle's files and asset catalogs, at its size in
/// points (pixels over its scale) unless resizable, named for assistive technologies, and a
/// placeholder with one warning when missing. The fixtures are `Resources/Images`, copied
/// whole into `Bundle.module` (see `Resources/make-images.py`).
@MainActor
@Suite struct ResourceImageTests {
  private func image(_ host: ViewHost, _ name: String) throws -> ViewHost.Element {
    try #require(host.images(named: name).first, "no image named \(name)")
  }

  @Test func anImageTakesItsPixelSizeInPoints() throws {
    let host = ViewHost(
      VStack {
        Image("red", bundle: .module)
        Image("wide", bundle: .module)
      }, width: 40, height: 10)
    #expect(try image(host, "red").imageSize == CGSize(width: 16, height: 16))
    #expect(try image(host, "wide").imageSize == CGSize(width: 40, height: 20))
    #expect(try image(host, "red").isImageFound == true)
    #expect(try image(host, "red").imageFile?.lastPathComponent == "red.png")
  }

  @Test func aDoubleDensityFileIsHalfItsPixelsInPoints() throws {
    let host = ViewHost(Image("logo", bundle: .module), width: 20, height: 5)
    let logo = try image(host, "logo")
    #expect(logo.imageFile?.lastPathComponent == "logo@2x.png")
    #expect(logo.imageSize == CGSize(width: 32, height: 32))
  }

  @Test func anAssetCatalogsImageSetIsFoundWithItsDoubleDensityFile() throws {
    let host = ViewHost(Image("badge", bundle: .module), width: 20, height: 5)
    let badge = try image(host, "badge")
    #expect(badge.imageFile?.lastPathComponent == "badge@2x.png")
    #expect(badge.imageFile?.pathComponents.contains("badge.imageset") == true)
    // 20 pixels at 2 a point, as its 1x file's 10 pixels.
    #expect(badge.imageSize == CGSize(width: 10, height: 10))
  }

  @Test func aNameWithItsExtensionAndOtherFormatsAreFound() throws {
    let host = ViewHost(
      VStack {
        Image("red.png", bundle: .module)
        Image("photo", bundle: .module)
        Image("drawing", bundle: .module)
      }, width: 40, height: 10)
    #expect(try image(host, "red.png").imageSize == CGSize(width: 16, height: 16))
    #expect(try image(host, "photo").imageSize == CGSize(width: 24, height: 12))
    #expect(try image(host, "drawing").imageSize == CGSize(width: 30, height: 10))
  }

  @Test func aResizableImageFillsWhatItIsOffered() throws {
    let host = ViewHost(
      VStack {
        Image("red", bundle: .module).resizable().frame(width: 48, height: 32)
        Image("wide", bundle: .module).frame(width: 8, height: 8)
      }, width: 40, height: 10)
    #expect(try image(host, "red").imageSize == CGSize(width: 48, height: 32))
    // Not resizable: it keeps its size, whatever its frame.
    #expect(try image(host, "wide").imageSize == CGSize(width: 40, height: 20))
  }

  @Test func aMissingImageDrawsAPlaceholderAndWarnsOnce() throws {
    struct Row: View {
      @State var count = 0
      var body: some View {
        HStack {
          Image("no-such-image-anywhere", bundle: .module)
          Button("Count \(count)") { count += 1 }
        }
      }
    }
    let host = ViewHost(Row(), width: 30, height: 3)
    try host.button("Count 0").tap()
    host.update()
    try host.button("Count 1").tap()
    host.update()
    let missing = try image(host, "no-such-image-anywhere")
    #expect(missing.isImageFound == false)
    #expect(missing.imageSize == CGSize(width: 32, height: 32))
    // The terminal's placeholder: a box the size of the image.
    #expect(host.text.trimmingCharacters(in: .whitespaces).hasPrefix("┌──┐ [ Count 2 ]"))
    let warnings = _RuntimeWarnings.log.all.filter { $0.contains("no-such-image-anywhere") }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("No image named 'no-such-image-anywhere' found") == true)
  }

  @Test func anImageIsNamedByItsLabelItsNameOrNothingWhenDecorative() throws {
    let host = ViewHost(
      VStack {
        Image("red", bundle: .module)
        Image("wide", bundle: .module, label: Text("Sea view"))
        Image(decorative: "logo", bundle: .module)
      }, width: 40, height: 10)
    #expect(try image(host, "red").imageLabel == "red")
    #expect(try image(host, "red").accessibilityLabel == "red")
    #expect(try image(host, "wide").accessibilityLabel == "Sea view")
    #expect(try image(host, "logo").imageLabel == nil)
  }

  @Test func modifiersOfAnImageAreKeptInItsItem() throws {
    let host = ViewHost(
      Image("mask", bundle: .module).renderingMode(.template).interpolation(.none)
        .resizable(resizingMode: .tile).foregroundStyle(.red).frame(width: 40, height: 40),
      width: 10, height: 5)
    let item = try #require(host.core.elements.compactMap(\.bitmap).first)
    #expect(item.templateColor == Color.red)
    #expect(item.interpolation == .none)
    #expect(item.isTiled)
    // Tiles of 16 points over 40: three across and three down, the last ones cut short.
    let slices = item.slices(in: CGSize(width: 40, height: 40))
    #expect(slices.count == 9)
    #expect(slices.last?.target == CGRect(x: 32, y: 32, width: 8, height: 8))
    #expect(slices.last?.source == CGRect(x: 0, y: 0, width: 8, height: 8))
  }

  @Test func capInsetsKeepTheCornersAndStretchTheMiddle() throws {
    let item = _BitmapItem(
      name: "red",
      file: _ImageLookup.file(named: "logo", in: .module),
      capInsets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
    let slices = item.slices(in: CGSize(width: 100, height: 40))
    #expect(slices.count == 9)
    // The top-left corner: 4 points of a 2x image, 8 pixels, drawn at 4 points.
    #expect(slices[0].source == CGRect(x: 0, y: 0, width: 8, height: 8))
    #expect(slices[0].target == CGRect(x: 0, y: 0, width: 4, height: 4))
    // The middle: the image's middle 24 points stretched to 92 x 32.
    #expect(slices[4].source == CGRect(x: 8, y: 8, width: 48, height: 48))
    #expect(slices[4].target == CGRect(x: 4, y: 4, width: 92, height: 32))
    #expect(slices[8].target == CGRect(x: 96, y: 36, width: 4, height: 4))
  }

  @Test func theMainBundleIsSearchedWithTheResourceBundlesBesideTheProgram() throws {
    // The test bundle is a `*.resources` folder beside the test program: `Image("badge")`
    // with no bundle finds it, as an app's own target's resources are found.
    let host = ViewHost(Image("badge"), width: 20, height: 5)
    #expect(try image(host, "badge").isImageFound == true)
  }
}
