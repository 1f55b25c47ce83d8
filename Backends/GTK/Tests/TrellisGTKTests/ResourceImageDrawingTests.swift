import CGtk
import CTrellisGTKShim
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// Images from resources drawn for real: their files loaded as GdkTextures and painted with
/// cairo in a `GtkDrawingArea` at the item's frame, cut to clip shapes, read back as pixels
/// rendered by the window's renderer. The fixtures are the root tests'
/// (`Tests/TrellisUITests/Resources/Images`), read as a bundle of their own.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct ResourceImageDrawingTests {
  private static let images = Bundle(
    url: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Tests/TrellisUITests/Resources/Images"))!

  private func picture(_ host: GtkHost) throws -> HostedWidget {
    try #require(host.widgets(.picture).first)
  }

  @Test func aRedImageIsRedAtItsCentreAndCutByACircleAtItsCorner() throws {
    let host = GtkTestSupport.host(
      VStack(spacing: 0) {
        Image("red", bundle: Self.images).resizable().frame(width: 60, height: 60)
          .clipShape(Circle())
        Text("Red 赤")
      })
    defer { host.close() }
    let area = try picture(host)
    let frame = area.treeFrame
    #expect(frame.width == 60 && frame.height == 60)
    let pixels = try GtkTestSupport.render(host)
    #expect(isRed(pixels[frame.x + 30, frame.y + 30]))
    #expect(isRed(pixels[frame.x + 55, frame.y + 30]))
    // The frame's corner is outside the circle: the image is not drawn there.
    #expect(!isRed(pixels[frame.x + 3, frame.y + 3]))
  }

  @Test func anImageTakesItsSizeAndScalesToFitItsFrame() throws {
    let host = GtkTestSupport.host(
      VStack(spacing: 0) {
        Image("logo", bundle: Self.images)
        Image("wide", bundle: Self.images).resizable().scaledToFit().frame(width: 80, height: 80)
      })
    defer { host.close() }
    let pictures = host.widgets(.picture)
    #expect(pictures.count == 2)
    // logo@2x.png: 64 pixels at 2 a point.
    #expect(pictures.first?.treeFrame.width == 32 && pictures.first?.treeFrame.height == 32)
    #expect(pictures.last?.treeFrame.width == 80 && pictures.last?.treeFrame.height == 40)
    let pixels = try GtkTestSupport.render(host)
    let logo = try #require(pictures.first?.treeFrame)
    let green = pixels[logo.x + 16, logo.y + 16]
    #expect(green.green > 100 && green.red < 40 && green.blue < 40)
    #expect(pictures.last?.bitmapDescription == "wide wide.png 80x40")
  }

  @Test func anImageIsNamedByItsLabelAndADecorativeOneIsHidden() throws {
    let host = GtkTestSupport.host(
      HStack {
        Image("red", bundle: Self.images, label: Text("Stop sign"))
        Image("logo", bundle: Self.images)
        Image(decorative: "wide", bundle: Self.images)
      })
    defer { host.close() }
    // Left to right, as the stack lays them out.
    let properties = host.widgets(.picture).sorted { $0.treeFrame.x < $1.treeFrame.x }
      .map { $0.appliedAccessibility }
    #expect(properties.map { $0?.label } == ["Stop sign", "logo", nil])
    #expect(properties.map { $0?.isHidden } == [false, false, true])
  }

  @Test func aTemplateImageIsDrawnInTheForegroundColour() throws {
    let host = GtkTestSupport.host(
      Image("mask", bundle: Self.images).renderingMode(.template).resizable()
        .foregroundStyle(Color.red).frame(width: 64, height: 64))
    defer { host.close() }
    let frame = try picture(host).treeFrame
    let pixels = try GtkTestSupport.render(host)
    #expect(isRed(pixels[frame.x + 32, frame.y + 32]))
    // The mask's transparent border stays clear.
    #expect(!isRed(pixels[frame.x + 4, frame.y + 4]))
  }

  @Test func jpegAndSvgFilesAreDrawnAndAMissingOneIsAPlaceholder() throws {
    let host = GtkTestSupport.host(
      VStack(spacing: 0) {
        Image("photo", bundle: Self.images)
        Image("drawing", bundle: Self.images)
        Image("not-there-at-all", bundle: Self.images)
      })
    defer { host.close() }
    let pictures = host.widgets(.picture)
    #expect(pictures.count == 3)
    let pixels = try GtkTestSupport.render(host)
    // photo.jpg is orange (JPEG's colours are close, not exact); drawing.svg purple.
    let photo = try #require(pictures.first?.treeFrame)
    let orange = pixels[photo.x + 12, photo.y + 6]
    #expect(orange.red > 220 && orange.green > 120 && orange.green < 200 && orange.blue < 60)
    let drawing = pictures[1].treeFrame
    let purple = pixels[drawing.x + 15, drawing.y + 5]
    #expect(purple.red > 100 && purple.blue > 100 && purple.green < 40)
    #expect(pictures[2].bitmapDescription == "not-there-at-all missing 32x32")
  }

  @Test func anAsyncImageDrawsThePlaceholderThenTheLoadedFile() async throws {
    let url = try #require(Self.images.url(forResource: "red", withExtension: "png"))
    let host = GtkTestSupport.host(
      AsyncImage(url: url) { image in
        image.resizable()
      } placeholder: {
        Text("Loading 東京")
      }
      .frame(width: 120, height: 120))
    defer { host.close() }
    #expect(host.widgets(.label).map(labelText) == ["Loading 東京"])
    for _ in 0..<500 where host.widgets(.picture).isEmpty {
      try await Task.sleep(for: .milliseconds(10))
      GtkTestSupport.settle(host)
    }
    let frame = try picture(host).treeFrame
    #expect(frame.width == 120 && frame.height == 120)
    #expect(host.widgets(.label).isEmpty)
    let pixels = try GtkTestSupport.render(host)
    #expect(isRed(pixels[frame.x + 60, frame.y + 60]))
  }
}
