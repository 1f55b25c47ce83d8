import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// The claims of the article "Shapes and backgrounds".
@MainActor
@Suite struct ShapesAndBackgroundsTests {
  @Test func theTagChipsCapsuleIsTheSizeOfItsPaddedText() throws {
    let host = ViewHost(ShapesAndBackgrounds.TagChip(title: "Swift"), width: 20, height: 1)
    #expect(host.text.trimmingCharacters(in: .whitespaces) == "Swift")
    let capsule = try #require(host.shapes.first)
    #expect(capsule.fill == .blue)
    // Five characters and a cell of padding on each side, one line high.
    #expect(capsule.frame.size == CGSize(width: 56, height: 16))
  }

  @Test func theStatusCardIsFramedWithRoundedCorners() {
    let host = ViewHost(ShapesAndBackgrounds.StatusCard(), width: 21, height: 4)
    #expect(
      host.text == """
        ╭───────────────────╮
        │ Build 42          │
        │ All checks passed │
        ╰───────────────────╯
        """)
    #expect(host.shapes.map(\.stroke) == [.green])
  }

  @Test func theLegendStacksABarACircleAndATriangle() throws {
    let host = ViewHost(ShapesAndBackgrounds.Legend(), width: 20, height: 5)
    let shapes = host.shapes
    #expect(shapes.map(\.fill) == [.red, .orange, .yellow])
    #expect(shapes[0].frame.size == CGSize(width: 160, height: 16))
    let triangle = shapes[2].path
    #expect(triangle.contains(CGPoint(x: 16, y: 28)))
    #expect(!triangle.contains(CGPoint(x: 2, y: 2)))
  }

  /// A quarter done: the ring's blue part runs from its top, clockwise, to its right.
  @Test func theDownloadRingStartsAtTheTop() throws {
    let host = ViewHost(DownloadRing(fraction: 0.25), width: 10, height: 4)
    let shapes = host.shapes
    #expect(shapes.map(\.stroke) == [.gray, .blue, nil])
    let arc = shapes[1].path
    let box = arc.boundingRect
    // From (32, 0) to (64, 32) in the ring's 64-point frame: its top-right quarter.
    #expect(abs(box.minX - 32) < 1 && abs(box.minY) < 1)
    #expect(abs(box.maxX - 64) < 1 && abs(box.maxY - 32) < 1)
    #expect(shapes[2].fill == .orange)
  }
}
