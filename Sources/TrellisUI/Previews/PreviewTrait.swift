/// Something that customizes a preview: its layout or its orientation.
///
/// Use the static members (`.sizeThatFitsLayout`, `.fixedLayout(width:height:)`,
/// `.landscapeLeft`) in a `#Preview`'s `traits:`.
@MainActor @preconcurrency
public struct PreviewTrait<T> {
  let layout: PreviewLayout?
  let orientation: InterfaceOrientation?
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The preview takes the whole screen of the host showing it (the terminal, a window).
  public static var defaultLayout: PreviewTrait<Preview.ViewTraits> {
    PreviewTrait(layout: .device, orientation: nil)
  }

  /// The preview fits its content. The terminal and the headless host draw it at their own
  /// size with the blank space around the content left out, as for `defaultLayout`.
  public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> {
    PreviewTrait(layout: .sizeThatFits, orientation: nil)
  }

  /// The preview is `width` by `height` points: in the terminal, at 8 points a column and 16
  /// a row, that many cells.
  ///
  /// - Parameters:
  ///   - width: The width in points.
  ///   - height: The height in points.
  /// - Returns: The trait.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
    PreviewTrait(layout: .fixed(width: width, height: height), orientation: nil)
  }

  /// The device upright. Hosts on Linux have no orientation; the trait is kept and ignored.
  public static var portrait: PreviewTrait<Preview.ViewTraits> {
    PreviewTrait(layout: nil, orientation: .portrait)
  }

  /// The device on its side, top to the left; ignored, as ``portrait``.
  public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> {
    PreviewTrait(layout: nil, orientation: .landscapeLeft)
  }

  /// The device on its side, top to the right; ignored, as ``portrait``.
  public static var landscapeRight: PreviewTrait<Preview.ViewTraits> {
    PreviewTrait(layout: nil, orientation: .landscapeRight)
  }

  /// The device upside down; ignored, as ``portrait``.
  public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> {
    PreviewTrait(layout: nil, orientation: .portraitUpsideDown)
  }
}
