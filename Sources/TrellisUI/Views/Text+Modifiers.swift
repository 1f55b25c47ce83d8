import Foundation

// Modifiers that return a `Text`, so that styled texts can still be joined with `+`. On a
// joined text each styles the runs that have not set the same thing themselves: in
// `(Text("a").foregroundColor(.red) + Text("b")).foregroundColor(.blue)` "a" stays red.

extension Text {
  /// This text in `font` (runs with a font of their own keep it).
  public func font(_ font: Font?) -> Text { modified { $0.font = $0.font ?? font } }

  /// This text with strokes of `weight`; semibold and heavier are bold in a cell host.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    modified { $0.weight = $0.weight ?? weight }
  }

  /// This text in the font design `design` (`nil` leaves the font's own).
  public func fontDesign(_ design: Font.Design?) -> Text {
    modified { $0.design = $0.design ?? design }
  }

  /// This text, bold.
  public func bold() -> Text { bold(true) }

  /// This text, bold when `isActive`.
  public func bold(_ isActive: Bool) -> Text { modified { $0.isBold = $0.isBold ?? isActive } }

  /// This text, italic.
  public func italic() -> Text { italic(true) }

  /// This text, italic when `isActive`.
  public func italic(_ isActive: Bool) -> Text {
    modified { $0.isItalic = $0.isItalic ?? isActive }
  }

  /// This text in its font's monospaced design when `isActive`.
  public func monospaced(_ isActive: Bool = true) -> Text {
    modified { $0.isMonospaced = $0.isMonospaced ?? isActive }
  }

  /// This text with digits of one width, so that a changing number keeps its place.
  public func monospacedDigit() -> Text {
    modified { $0.isMonospacedDigit = $0.isMonospacedDigit ?? true }
  }

  /// This text in `color`.
  public func foregroundColor(_ color: Color?) -> Text {
    modified { if $0.gradient == nil { $0.color = $0.color ?? color } }
  }

  /// This text in `style`: a colour, or a level of the foreground (`.secondary` is drawn
  /// less prominently) or a gradient across the text's frame. Other styles leave the text as
  /// it is.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    if let color = style as? Color { return foregroundColor(color) }
    if let gradient = style as? any _GradientProviding {
      let paint = gradient._gradientPaint
      return modified { if $0.color == nil { $0.gradient = $0.gradient ?? paint } }
    }
    if let level = style as? HierarchicalShapeStyle {
      return modified { $0.isSecondary = $0.isSecondary ?? (level.level > 0) }
    }
    return self
  }

  /// This text underlined when `isActive`, in `color` (`nil`: the text's colour). The
  /// terminal underlines with SGR 4, GTK with Pango's underline.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    modified { $0.underline = $0.underline ?? _TextLine(isActive: isActive, color: color) }
  }

  /// This text struck through when `isActive`, in `color` (`nil`: the text's colour). The
  /// terminal strikes with SGR 9, GTK with Pango's strikethrough.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    modified {
      $0.strikethrough = $0.strikethrough ?? _TextLine(isActive: isActive, color: color)
    }
  }

  /// This text with `kerning` points added between characters. GTK shows it as letter
  /// spacing; a terminal's cells cannot, and keep the text as it is.
  public func kerning(_ kerning: CGFloat) -> Text {
    modified { $0.kerning = $0.kerning ?? kerning }
  }

  /// This text with `tracking` points added after each character. GTK shows it as letter
  /// spacing; a terminal's cells cannot, and keep the text as it is.
  public func tracking(_ tracking: CGFloat) -> Text {
    modified { $0.tracking = $0.tracking ?? tracking }
  }

  /// This text raised by `baselineOffset` points (lowered when negative). GTK shows it as a
  /// rise; a terminal keeps the text on its row.
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
    modified { $0.baselineOffset = $0.baselineOffset ?? baselineOffset }
  }
}

extension _TextAttributes {
  /// Takes each property this run does not set from `outer`: the styles of the markup or text
  /// around it.
  mutating func inherit(_ outer: _TextAttributes) {
    font = font ?? outer.font
    isBold = isBold ?? outer.isBold
    isItalic = isItalic ?? outer.isItalic
    weight = weight ?? outer.weight
    design = design ?? outer.design
    isMonospaced = isMonospaced ?? outer.isMonospaced
    isMonospacedDigit = isMonospacedDigit ?? outer.isMonospacedDigit
    color = color ?? outer.color
    isSecondary = isSecondary ?? outer.isSecondary
    underline = underline ?? outer.underline
    strikethrough = strikethrough ?? outer.strikethrough
    kerning = kerning ?? outer.kerning
    tracking = tracking ?? outer.tracking
    baselineOffset = baselineOffset ?? outer.baselineOffset
    link = link ?? outer.link
  }
}
