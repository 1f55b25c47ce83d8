import Testing

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// `containerRelativeFrame` inside a list on the terminal's cell grid: relative to the list.
@MainActor
@Suite struct ContainerRelativeFrameRenderingTests {
  @Test func aListRowIsHalfTheListNotHalfTheWindow() throws {
    let core = HostCore(
      root: HStack(spacing: 0) {
        List(0..<3, id: \.self) { _ in
          Color.red.frame(height: 16).containerRelativeFrame(.horizontal) { width, _ in
            width / 2
          }
        }
        .frame(width: 160, height: 96)
        Spacer()
      }, width: 60, height: 10)
    let rows = core.drawnShapes.filter { $0.color == Color.red }
    #expect(rows.count == 3)
    // Half the list's 20 cells (160 points), not half the window's 60.
    #expect(rows.allSatisfy { $0.frame.width == 80 }, "\(rows.map { $0.frame })")
  }

  @Test func aTrailingRowEndsAtTheListsEdgeNotTheWindows() throws {
    let core = HostCore(
      root: HStack(spacing: 0) {
        List(0..<40, id: \.self) { index in
          Text("Row \(index) 行").containerRelativeFrame(.horizontal, alignment: .trailing)
        }
        .frame(width: 160, height: 96)
        Spacer()
      }, width: 60, height: 10)
    let lines = try #require(core.screen).text.split(separator: "\n").map(String.init)
    let row = try #require(lines.first { $0.contains("Row 0 行") })
    // The list is 20 cells with its scroll indicator in the last: the row ends just before it.
    #expect(row.hasSuffix("Row 0 行┃"), "\(row)")
    #expect(row.count == 19, "\(row)")
  }
}
