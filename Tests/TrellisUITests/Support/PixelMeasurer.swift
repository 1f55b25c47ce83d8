import Foundation

@_spi(TrellisHost) @testable import TrellisUI

/// A made-up pixel host's measurer (as GTK measures, but predictable): 1-point pixels, 7
/// points a character and 20 a line, controls 30 points high and at most 180 wide.
@MainActor final class TestPixelMeasurer: _HostMeasurer {
  let grid = _PixelGrid(pixel: CGSize(width: 1, height: 1))
  let metrics: _HostMetrics

  /// The made-up host; with `rowGrouping`, one that groups list rows into boxes, as GTK does;
  /// with `colorWell`, one that shows a colour picker's control with a well of its own of
  /// that size.
  init(rowGrouping: _RowGrouping? = nil, colorWell: CGSize? = nil) {
    var metrics = _HostMetrics.pixelHost(defaultSpacing: 8, sectionSpacing: 12)
    metrics.rowGrouping = rowGrouping
    metrics.nativeColorWell = colorWell
    self.metrics = metrics
  }

  func measure(_ text: _MeasuredText, proposal: ProposedViewSize) -> _TextMeasurement {
    _TextMeasurement(
      size: CGSize(width: CGFloat(text.string.count) * 7, height: 20), lines: [text.string])
  }

  func decoration(of control: _MeasuredControl) -> EdgeInsets {
    EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12)
  }

  func size(of control: _MeasuredControl, proposal: ProposedViewSize) -> CGSize {
    CGSize(width: proposal.width.map { min($0, 180) } ?? 180, height: 30)
  }

  func size(of symbol: _MeasuredSymbol) -> CGSize { CGSize(width: 20, height: 20) }

  func measuring<Result>(_ pass: () -> Result) -> Result { pass() }
}
