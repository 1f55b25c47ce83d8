import Foundation
import Testing
import TrellisTesting
import TrellisUI

private enum FieldEdge: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

extension HorizontalAlignment {
  fileprivate static let fieldEdge = HorizontalAlignment(FieldEdge.self)
}

@MainActor @Suite struct AlignmentGuideTests {
  @Test func aCustomGuideLinesUpViewsInDifferentRows() throws {
    let host = ViewHost(
      VStack(alignment: .fieldEdge) {
        HStack {
          Text("Name")
          Text("Ada").alignmentGuide(.fieldEdge) { $0[.leading] }
        }
        HStack {
          Text("Occupation")
          Text("Countess").alignmentGuide(.fieldEdge) { $0[.leading] }
        }
      }, width: 40, height: 4)
    // The values start in the same column, whatever the labels' widths.
    let ada = try host.text("Ada").frame
    let countess = try host.text("Countess").frame
    #expect(ada.x == countess.x)
    #expect(try host.text("Name").frame.x == ada.x - 1 - 4)
    #expect(try host.text("Occupation").frame.x == ada.x - 1 - 10)
  }

  @Test func aBuiltInGuideMovesOneViewInItsStack() throws {
    let host = ViewHost(
      VStack(alignment: .leading) {
        Text("first")
        Text("second").alignmentGuide(.leading) { _ in -16 }
      }, width: 30, height: 3)
    // Its leading guide is 16 points (2 columns) before its edge: it moves 2 columns right.
    #expect(try host.text("second").frame.x == host.text("first").frame.x + 2)
  }

  @Test func theClosureSeesTheViewsDimensions() throws {
    let host = ViewHost(
      VStack(alignment: .leading) {
        Text("1234")
        Text("12").alignmentGuide(.leading) { $0.width }
      }, width: 30, height: 3)
    // Its trailing edge lines up with the first view's leading edge.
    let first = try host.text("1234").frame
    let second = try host.text("12").frame
    #expect(second.x + second.width == first.x)
  }

  @Test func explicitGuidesAreReadThroughPadding() throws {
    let host = ViewHost(
      VStack(alignment: .fieldEdge) {
        HStack {
          Text("A")
          Text("x").alignmentGuide(.fieldEdge) { $0[.leading] }
        }
        .padding(.leading, 32)
        HStack {
          Text("BBB")
          Text("y").alignmentGuide(.fieldEdge) { $0[.leading] }
        }
      }, width: 30, height: 3)
    #expect(try host.text("x").frame.x == host.text("y").frame.x)
  }
}
