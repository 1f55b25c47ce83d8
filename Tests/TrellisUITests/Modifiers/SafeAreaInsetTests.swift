import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// `safeAreaInset(edge:alignment:spacing:content:)`: the content laid out in what the inset
/// view leaves, the inset view along its edge, a scroll view still scrolling to its end.
/// (A 40 x 10 cell screen: cells are 8 x 16 points.)
@MainActor @Suite struct SafeAreaInsetTests {
  @Test func aBottomInsetTakesTheLastRowAndTheContentTheRest() throws {
    let host = ViewHost(
      Color.blue.safeAreaInset(edge: .bottom) { Text("Bar 栏 बार") }, width: 40, height: 10)
    let bar = try host.text("Bar 栏 बार")
    #expect(bar.frame.y == 9 && bar.frame.height == 1)
    // Centred along the edge by default.
    #expect(bar.frame.x == (40 - bar.frame.width) / 2)
    let fill = try #require(host.shapes.first)
    #expect(fill.frame == CGRect(x: 0, y: 0, width: 320, height: 144))
  }

  @Test func aTopInsetWithSpacingAndLeadingAlignment() throws {
    let host = ViewHost(
      Color.blue.safeAreaInset(edge: .top, alignment: .leading, spacing: 16) { Text("Top") },
      width: 40, height: 10)
    let top = try host.text("Top")
    #expect(top.frame.x == 0 && top.frame.y == 0)
    let fill = try #require(host.shapes.first)
    #expect(fill.frame == CGRect(x: 0, y: 32, width: 320, height: 128))
  }

  @Test func leadingAndTrailingInsetsTakeColumns() throws {
    let host = ViewHost(
      Color.blue
        .safeAreaInset(edge: .leading, spacing: 8) { Text("L") }
        .safeAreaInset(edge: .trailing, alignment: .bottom) { Text("R") },
      width: 40, height: 10)
    let leading = try host.text("L")
    let trailing = try host.text("R")
    #expect(leading.frame.x == 0 && trailing.frame.x == 39)
    #expect(trailing.frame.y == 9)
    let fill = try #require(host.shapes.first)
    #expect(fill.frame == CGRect(x: 16, y: 0, width: 296, height: 160))
  }

  @Test func aScrollViewInsetAtTheBottomScrollsItsLastRowAboveTheInset() throws {
    let host = ViewHost(
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<20, id: \.self) { Text("Row \($0)") }
        }
        .frame(maxWidth: .infinity)
      }
      .safeAreaInset(edge: .bottom) { Text("Composer") },
      width: 40, height: 10)
    try host.text("Row 0").scroll(by: 100)
    let last = try host.text("Row 19")
    let composer = try host.text("Composer")
    #expect(composer.frame.y == 9)
    #expect(last.frame.y == 8)
  }
}
