import Foundation
@_spi(TrellisHost) import TrellisUI

extension GtkMeasurer: _TextAreaMeasuring {
  /// A text area as its text view sets it: Pango's lines at the width left by a field's
  /// frame and margins (``HostedWidget/makeTextView(isField:)``), within its line limits.
  func size(of area: _MeasuredTextArea, proposal: ProposedViewSize) -> CGSize {
    reckonedTextAreaSize(
      area, proposal: proposal,
      inset: area.isEditor
        ? .zero : CGSize(width: TextViewInsets.width, height: TextViewInsets.height))
  }
}

/// The room a vertical field's frame and margins take around its text, in pixels: the
/// margins its text view is given and a pixel of frame on each side.
enum TextViewInsets {
  static let horizontalMargin: Int32 = 6
  static let verticalMargin: Int32 = 4
  static var width: CGFloat { CGFloat(2 * horizontalMargin + 2) }
  static var height: CGFloat { CGFloat(2 * verticalMargin + 2) }
}
