import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// SwiftUI's lengths in points land on whole cells: a column is 8 points, a row 16.
@MainActor @Suite struct PointsInTheTerminalTests {
  @Test func spacingRoundsToTheNearestCellAlongEachAxis() throws {
    let host = ViewHost(
      VStack(alignment: .leading, spacing: 12) {
        HStack(spacing: 12) {
          Text("a")
          Text("b")
        }
        Text("c")
        HStack(spacing: 24) {
          Text("d")
          Text("e")
        }
      }, width: 20, height: 6)
    // 12 points: 1.5 columns rounds to 2, 0.75 rows to 1; 24 points: 3 columns.
    let a = try host.text("a").frame
    #expect(try host.text("b").frame.x == a.x + 1 + 2)
    #expect(try host.text("c").frame.y == a.y + 1 + 1)
    #expect(try host.text("e").frame.x - host.text("d").frame.x == 1 + 3)
  }

  @Test func defaultSpacingIsAColumnBesideAndNothingBelow() throws {
    let host = ViewHost(
      VStack {
        HStack {
          Text("left")
          Text("right")
        }
        Text("under")
      }, width: 20, height: 4)
    #expect(try host.text("right").frame.x == host.text("left").frame.x + 4 + 1)
    #expect(try host.text("under").frame.y == host.text("left").frame.y + 1)
  }

  @Test func paddingAndFramesAreInPoints() throws {
    let host = ViewHost(
      VStack(alignment: .leading, spacing: 0) {
        Text("edge")
        Text("padded").padding(.leading, 16)
        Text("framed").frame(width: 80, alignment: .trailing)
      }.frame(width: 160, alignment: .leading), width: 40, height: 5)
    let edge = try host.text("edge").frame
    #expect(try host.text("padded").frame.x == edge.x + 2)
    // A frame 80 points wide is 10 columns, its text at the trailing end.
    #expect(try host.text("framed").frame.x == edge.x + 10 - 6)
  }

  @Test func aChildLargerThanItsFrameOverflowsItCentred() throws {
    // The inner frame is 80 points (10 columns) and keeps them inside an outer frame of 40
    // (5 columns): its text is not cut to 40, and it sticks out 20 points on each side.
    let host = ViewHost(
      HStack(spacing: 0) {
        Text("|")
        Text("wide text!").frame(width: 80).frame(width: 40)
        Text("|")
      }.frame(width: 160, alignment: .leading), width: 40, height: 1)
    let wide = try host.text("wide text!").frame
    let bar = host.elements.filter { $0.text == "|" }.map(\.frame)
    #expect(wide.width == 10)
    #expect(wide.x == bar[0].x + 1 - 3)
    #expect(bar[1].x == bar[0].x + 1 + 5)
  }

  @Test func textInSeveralScriptsIsMeasuredAtItsTerminalWidth() throws {
    let host = ViewHost(
      VStack(alignment: .leading) {
        HStack {
          Text("漢字")
          Text("|")
        }
        HStack {
          Text("नमस्ते")
          Text("|")
        }
        HStack {
          Text("abcd")
          Text("|")
        }
      }, width: 30, height: 4)
    let bars = host.all(text: "|").map(\.frame.x)
    // Two wide ideographs take four columns, as four ASCII letters do.
    #expect(bars.count == 3)
    #expect(bars[0] == bars[2])
    #expect(host.text.contains("漢字 |"))
  }

  @Test func textWrapsWithinAProposedWidthInPoints() throws {
    let host = ViewHost(
      Text("one two three four").frame(width: 72), width: 30, height: 5)
    // 72 points: 9 columns.
    #expect(
      host.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty } == ["one two", "three", "four"])
  }
}
