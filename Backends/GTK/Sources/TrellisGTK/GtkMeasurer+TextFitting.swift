import CGtk
import Foundation
@_spi(TrellisHost) import TrellisUI

/// How a text that would be cut with "…" makes itself fit first: `allowsTightening(_:)`
/// sets its letters a little closer, `minimumScaleFactor(_:)` sets it in a smaller font.
/// The measurement says what it chose (``_TextMeasurement/fontScale``,
/// ``_TextMeasurement/tightening``) and the label is drawn with the same, so what a person
/// sees is what layout measured.
extension GtkMeasurer {
  /// The points a tightened text's letter spacing loses: enough to save a few characters'
  /// room on a long line, little enough that the letters stay apart.
  static let tighteningPoints: CGFloat = -0.5

  /// `text` set to fit `key`'s room, tightened (when it may be) and at the largest size in
  /// whole percent, down to its `minimumScaleFactor`, at which it is not cut; at that least
  /// size, still cut, when none fits. `nil` when the text may neither tighten nor shrink, or
  /// tightening alone was all it could do and did not make it fit.
  func fitted(_ text: _MeasuredText, in key: TextKey) -> _TextMeasurement? {
    let tightening = text.allowsTightening ? Self.tighteningPoints : 0
    let factor = min(1, max(0.01, text.minimumScaleFactor))
    let least = Int((factor * 100).rounded(.up))
    guard tightening != 0 || least < 100 else { return nil }

    func attempt(percent: Int) -> (measurement: _TextMeasurement, isCut: Bool) {
      var adjusted = text
      adjusted.minimumScaleFactor = 1
      adjusted.allowsTightening = false
      adjusted.font.sizeScale = text.font.sizeScale * Double(percent) / 100
      if tightening != 0 {
        adjusted.font.letterSpacing = (text.font.letterSpacing ?? 0) + Double(tightening)
      }
      var (measurement, isCut) = shape(
        adjusted, in: TextKey(text: adjusted, width: key.width, height: key.height))
      measurement.fontScale = CGFloat(percent) / 100
      measurement.tightening = tightening
      return (measurement, isCut)
    }

    // Apple tightens before it shrinks: a text that fits tightened keeps its size.
    if tightening != 0 {
      let tight = attempt(percent: 100)
      if !tight.isCut { return tight.measurement }
    }
    guard least < 100 else { return nil }
    let smallest = attempt(percent: least)
    if smallest.isCut { return smallest.measurement }
    // The largest size that fits, between the least (which does) and 99%: a text's width
    // grows with its size, so a binary search finds it in a few Pango layouts.
    var fits = (percent: least, measurement: smallest.measurement)
    var high = 99
    while fits.percent < high {
      let middle = (fits.percent + high + 1) / 2
      let tried = attempt(percent: middle)
      if tried.isCut {
        high = middle - 1
      } else {
        fits = (middle, tried.measurement)
      }
    }
    return fits.measurement
  }
}

/// `points` in Pango units (1024ths of a point), rounded to the nearest.
func pangoUnits(_ points: CGFloat) -> Int32 {
  guard points.isFinite else { return 0 }
  return Int32((points * CGFloat(PANGO_SCALE)).rounded())
}
