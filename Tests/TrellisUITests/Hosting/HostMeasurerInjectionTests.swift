import Foundation
import Testing

@_spi(TrellisHost) @testable import TrellisUI

/// `HostCore` lays out with the measurer its host gives it, not the terminal's: a pixel
/// host's text widths, pixel and chrome reach layout unchanged. Nothing here is in cells.
@MainActor @Suite struct HostMeasurerInjectionTests {
  /// A pixel host's measurer: 1-point pixels, 7 points a character and 20 a line, a
  /// 10-point gap between stacked views, and a pass counter for the `measuring` hook.
  private final class PixelMeasurer: _HostMeasurer {
    let grid = _PixelGrid(pixel: CGSize(width: 1, height: 1))
    let metrics = _HostMetrics.pixelHost(defaultSpacing: 10, sectionSpacing: 12)
    private(set) var passes = 0
    private(set) var measuredOutsideAPass = 0
    private var inPass = false

    func measure(_ text: _MeasuredText, proposal: ProposedViewSize) -> _TextMeasurement {
      if !inPass { measuredOutsideAPass += 1 }
      return _TextMeasurement(
        size: CGSize(width: CGFloat(text.string.count) * 7, height: 20), lines: [text.string])
    }

    func decoration(of control: _MeasuredControl) -> EdgeInsets {
      EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12)
    }

    func size(of control: _MeasuredControl, proposal: ProposedViewSize) -> CGSize {
      CGSize(width: proposal.width.map { min($0, 180) } ?? 180, height: 30)
    }

    func size(of symbol: _MeasuredSymbol) -> CGSize { CGSize(width: 20, height: 20) }

    func measuring<Result>(_ pass: () -> Result) -> Result {
      passes += 1
      inPass = true
      defer { inPass = false }
      return pass()
    }
  }

  private struct Form: View {
    var body: some View {
      VStack(alignment: .leading) {
        Text("Amber")
        Button("Save") {}
      }
    }
  }

  @Test func layoutMeasuresWithTheHostsMeasurer() throws {
    let measurer = PixelMeasurer()
    let core = HostCore(root: Form(), size: CGSize(width: 333, height: 211), measurer: measurer)
    let text = try #require(core.elements.first { $0.text == "Amber" && $0.kind == .other })
    // Five characters of 7 points, a line of 20: not the terminal's 8 x 16.
    #expect(text.frame.size == CGSize(width: 35, height: 20))
    let button = try #require(core.elements.first { $0.kind == .button })
    // The label "Save" (28 x 20) inside the button's decoration of 12 and 4 points.
    #expect(button.frame.size == CGSize(width: 52, height: 28))
    // The host's default spacing between the stacked views.
    #expect(button.frame.minY == text.frame.maxY + 10)
    // A 1-point pixel: the window is laid out at its own size, not floored to cells.
    #expect(core.displayList.size == CGSize(width: 333, height: 211))
  }

  @Test func everyLayoutIsOnePassOfTheMeasurer() {
    let measurer = PixelMeasurer()
    let core = HostCore(root: Form(), size: CGSize(width: 300, height: 200), measurer: measurer)
    #expect(measurer.passes == 1)
    core.resize(to: CGSize(width: 400, height: 200))
    #expect(measurer.passes == 2)
    #expect(measurer.measuredOutsideAPass == 0)
  }
}
