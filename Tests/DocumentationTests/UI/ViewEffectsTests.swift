import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// The claims of the article "View effects".
@MainActor
@Suite struct ViewEffectsTests {
  @Test func theFavouriteButtonGrowsWithoutMovingItsNeighbours() throws {
    let host = ViewHost(
      VStack {
        ViewEffects.FavouriteButton()
        Text("Below 下")
      }, width: 40, height: 4)
    let below = try host.text("Below 下").layoutFrame
    let button = try host.button("Favourite — पसंदीदा")
    #expect(button.opacity == 0.6)
    try button.tap()
    host.update()
    let pressed = try host.button("Favourite — पसंदीदा")
    #expect(pressed.opacity == 1)
    #expect(pressed.transform.a == 1.2)
    #expect(try host.text("Below 下").layoutFrame == below)
  }

  @Test func theNeedleTurnsAroundTheDialsCentre() throws {
    let host = ViewHost(ViewEffects.Dial(value: 0.25), width: 20, height: 8)
    let needle = try #require(host.shapes.last)
    #expect(needle.fill == .red)
    let turned = try #require(host.elements.first { $0.transform != .identity })
    // A quarter turn: the needle, laid out pointing up, points right.
    #expect(abs(turned.transform.b - 1) < 1e-9)
  }

  @Test func aLoadingCardShowsBlocksButItsLink() throws {
    let loading = ViewHost(
      ViewEffects.ArticleCard(title: "Effects 効果", isLoading: true), width: 60, height: 4)
    #expect(!loading.text.contains("Effects"))
    #expect(!loading.text.contains("सारांश"))
    #expect(loading.text.contains("Read more"))
    #expect(loading.shapes.count == 2)
    let loaded = ViewHost(
      ViewEffects.ArticleCard(title: "Effects 効果", isLoading: false), width: 60, height: 4)
    #expect(loaded.text.contains("लेख का सारांश"))
  }

  @Test func theDisabledThumbnailIsGreyWithItsShadow() throws {
    let host = ViewHost(ViewEffects.Thumbnail(isDisabled: true), width: 20, height: 4)
    // The rounded rectangle is under both effects.
    let thumbnail = try #require(host.elements.first { !$0.shadows.isEmpty })
    #expect(thumbnail.colorFilters == [.grayscale(1)])
    #expect(thumbnail.shadows.count == 1)
    #expect(thumbnail.shadows.first?.radius == 4)
  }
}
