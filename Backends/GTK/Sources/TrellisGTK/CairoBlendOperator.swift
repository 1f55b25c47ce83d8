import CGtk
import TrellisUI

/// Cairo's operator for a canvas context's blend mode: the blend modes and Porter-Duff
/// compositing are cairo's own, of the same meaning; `plusDarker`, which cairo lacks, is
/// drawn as `.normal`. They combine a shape with what its canvas drew under it.
enum CairoBlendOperator {
  static func of(_ mode: GraphicsContext.BlendMode) -> cairo_operator_t {
    operators[mode.rawValue] ?? CAIRO_OPERATOR_OVER
  }

  private static let operators: [Int32: cairo_operator_t] = [
    GraphicsContext.BlendMode.multiply.rawValue: CAIRO_OPERATOR_MULTIPLY,
    GraphicsContext.BlendMode.screen.rawValue: CAIRO_OPERATOR_SCREEN,
    GraphicsContext.BlendMode.overlay.rawValue: CAIRO_OPERATOR_OVERLAY,
    GraphicsContext.BlendMode.darken.rawValue: CAIRO_OPERATOR_DARKEN,
    GraphicsContext.BlendMode.lighten.rawValue: CAIRO_OPERATOR_LIGHTEN,
    GraphicsContext.BlendMode.colorDodge.rawValue: CAIRO_OPERATOR_COLOR_DODGE,
    GraphicsContext.BlendMode.colorBurn.rawValue: CAIRO_OPERATOR_COLOR_BURN,
    GraphicsContext.BlendMode.softLight.rawValue: CAIRO_OPERATOR_SOFT_LIGHT,
    GraphicsContext.BlendMode.hardLight.rawValue: CAIRO_OPERATOR_HARD_LIGHT,
    GraphicsContext.BlendMode.difference.rawValue: CAIRO_OPERATOR_DIFFERENCE,
    GraphicsContext.BlendMode.exclusion.rawValue: CAIRO_OPERATOR_EXCLUSION,
    GraphicsContext.BlendMode.hue.rawValue: CAIRO_OPERATOR_HSL_HUE,
    GraphicsContext.BlendMode.saturation.rawValue: CAIRO_OPERATOR_HSL_SATURATION,
    GraphicsContext.BlendMode.color.rawValue: CAIRO_OPERATOR_HSL_COLOR,
    GraphicsContext.BlendMode.luminosity.rawValue: CAIRO_OPERATOR_HSL_LUMINOSITY,
    GraphicsContext.BlendMode.clear.rawValue: CAIRO_OPERATOR_CLEAR,
    GraphicsContext.BlendMode.copy.rawValue: CAIRO_OPERATOR_SOURCE,
    GraphicsContext.BlendMode.sourceIn.rawValue: CAIRO_OPERATOR_IN,
    GraphicsContext.BlendMode.sourceOut.rawValue: CAIRO_OPERATOR_OUT,
    GraphicsContext.BlendMode.sourceAtop.rawValue: CAIRO_OPERATOR_ATOP,
    GraphicsContext.BlendMode.destinationOver.rawValue: CAIRO_OPERATOR_DEST_OVER,
    GraphicsContext.BlendMode.destinationIn.rawValue: CAIRO_OPERATOR_DEST_IN,
    GraphicsContext.BlendMode.destinationOut.rawValue: CAIRO_OPERATOR_DEST_OUT,
    GraphicsContext.BlendMode.destinationAtop.rawValue: CAIRO_OPERATOR_DEST_ATOP,
    GraphicsContext.BlendMode.xor.rawValue: CAIRO_OPERATOR_XOR,
    GraphicsContext.BlendMode.plusLighter.rawValue: CAIRO_OPERATOR_ADD,
  ]
}
