import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// The article "Layout in points" tells the truth.
@MainActor @Suite struct LayoutInPointsTests {
  typealias Article = LayoutInPointsArticle

  @Test func theUploadStatusFitsItsSpace() {
    let wide = ViewHost(Article.UploadStatus(done: 3, total: 10), width: 30, height: 1)
    #expect(wide.contains(text: "Uploading"))
    let narrow = ViewHost(Article.UploadStatus(done: 3, total: 10), width: 5, height: 1)
    #expect(narrow.contains(text: "3/10"))
  }

  @Test func theTagsWrap() throws {
    let host = ViewHost(
      Article.Tags(tags: ["layout", "in", "points"]).frame(width: 80), width: 10, height: 3)
    #expect(try host.text("in").frame.y == host.text("layout").frame.y)
    #expect(try host.text("points").frame.y == host.text("layout").frame.y + 1)
  }

  @Test func theDescriptionTakesThreeQuarters() throws {
    let host = ViewHost(Article.Columns(), width: 40, height: 1)
    #expect(try host.text("Description").frame.x == host.text("Name").frame.x + 10)
  }

  @Test func theGaugeFillsItsShare() {
    let host = ViewHost(Article.Gauge(fraction: 0.5), width: 20, height: 1)
    #expect(host.contains(text: String(repeating: "#", count: 10)))
  }

  @Test func thePositionFollowsTheScroll() throws {
    let host = ViewHost(Article.Position(), width: 30, height: 8)
    // Row 20 is 320 points into the content and below the 8 rows shown: not on screen.
    #expect(!host.elements.contains { $0.typeName == "Text" && $0.text.hasSuffix("points down") })
    // Scrolled to the end (13 rows of 21), it is 7 rows below the scroll view's top.
    try host.text("Row 0").scroll(by: 20)
    #expect(host.contains(text: "112 points down"))
  }

  @Test func theTitleWidthIsMeasured() {
    let host = ViewHost(Article.TitleWidth(), width: 40, height: 2)
    // 16 columns of 8 points.
    #expect(host.contains(text: "The title is 128 points wide"))
  }
}
