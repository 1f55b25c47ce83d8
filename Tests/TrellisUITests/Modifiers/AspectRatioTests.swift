import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// `aspectRatio`, `scaledToFit` and `scaledToFill` on images, shapes and colours: the view
/// is offered the largest size of the ratio that fits in, or the smallest that fills, what
/// it is offered, and a view that keeps its own size keeps it.
@MainActor
@Suite struct AspectRatioTests {
  private func size(_ host: ViewHost, image name: String) throws -> CGSize {
    try #require(host.images(named: name).first?.imageSize)
  }

  @Test func aResizableImageFitsAtItsOwnRatio() throws {
    // wide.png is 40 x 20: in 80 x 80 it fits as 80 x 40, and fills as 160 x 80.
    let host = ViewHost(
      HStack(spacing: 0) {
        Image("wide", bundle: .module).resizable().scaledToFit().frame(width: 80, height: 80)
        Image("red", bundle: .module).resizable().aspectRatio(contentMode: .fit)
          .frame(width: 80, height: 48)
      }, width: 40, height: 10)
    #expect(try size(host, image: "wide") == CGSize(width: 80, height: 40))
    #expect(try size(host, image: "red") == CGSize(width: 48, height: 48))
  }

  @Test func aResizableImageFillsAtItsOwnRatioPastItsFrame() throws {
    let host = ViewHost(
      Image("wide", bundle: .module).resizable().scaledToFill().frame(width: 80, height: 80)
        .clipped(), width: 40, height: 10)
    #expect(try size(host, image: "wide") == CGSize(width: 160, height: 80))
    let frame = try #require(host.core.elements.compactMap(\.bitmapFrame).first)
    // Centred on its 80-point frame, itself centred in the 320-point window (from 120 to
    // 200): it reaches 40 points past each side.
    #expect(frame.minX == 80)
    #expect(frame.maxX == 240)
  }

  @Test func aGivenRatioOverridesTheImagesOwn() throws {
    let host = ViewHost(
      VStack(spacing: 0) {
        Image("red", bundle: .module).resizable().aspectRatio(2, contentMode: .fit)
          .frame(width: 64, height: 64)
        Image("wide", bundle: .module).resizable()
          .aspectRatio(CGSize(width: 1, height: 2), contentMode: .fill)
          .frame(width: 32, height: 32)
      }, width: 40, height: 20)
    #expect(try size(host, image: "red") == CGSize(width: 64, height: 32))
    #expect(try size(host, image: "wide") == CGSize(width: 32, height: 64))
  }

  @Test func anImageThatIsNotResizableKeepsItsSize() throws {
    let host = ViewHost(
      Image("wide", bundle: .module).scaledToFit().frame(width: 80, height: 80), width: 40,
      height: 10)
    #expect(try size(host, image: "wide") == CGSize(width: 40, height: 20))
  }

  @Test func shapesAndColoursTakeTheRatiosSize() throws {
    let host = ViewHost(
      VStack(spacing: 0) {
        Circle().fill(Color.red).aspectRatio(1, contentMode: .fit).frame(width: 96, height: 48)
        Color.blue.aspectRatio(2, contentMode: .fill).frame(width: 32, height: 32)
      }, width: 40, height: 20)
    let shapes = host.shapes
    #expect(shapes.count == 2)
    #expect(shapes[0].frame.size == CGSize(width: 48, height: 48))
    #expect(shapes[1].frame.size == CGSize(width: 64, height: 32))
  }

  @Test func anAxisOfferedNothingFollowsTheOtherThroughTheRatio() throws {
    // A vertical scroll view offers no height: the width decides.
    let host = ViewHost(
      ScrollView {
        Image("wide", bundle: .module).resizable().scaledToFit()
      }.frame(width: 160, height: 160), width: 40, height: 20)
    #expect(try size(host, image: "wide") == CGSize(width: 160, height: 80))
  }
}
