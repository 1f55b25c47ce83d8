import CGtk

/// Turns the scroll controller's deltas into whole points to scroll by, without losing what
/// does not make a whole point: scroll views and lists alike scroll by points (a GTK pixel
/// is a point; a list's first row may be partly scrolled out).
///
/// A mouse wheel reports notches (`GDK_SCROLL_UNIT_WHEEL`; a high-resolution wheel in
/// fractions of one), each ``scrollStep`` points; a touchpad reports pixels
/// (`GDK_SCROLL_UNIT_SURFACE`), as many points. The fraction left over is kept for the next
/// delta along the same axis in the same container, so slow touchpad strokes scroll too.
struct ScrollDeltas {
  private var remainder = 0.0
  private var container: ObjectIdentifier?

  /// The points to scroll `container` by for `delta` in `unit`.
  mutating func amount(
    for delta: Double, unit: GdkScrollUnit, in container: ObjectIdentifier
  ) -> Int {
    if self.container != container || (remainder != 0 && remainder.sign != delta.sign) {
      remainder = 0
      self.container = container
    }
    let scaled = unit == GDK_SCROLL_UNIT_SURFACE ? delta : delta * Double(scrollStep)
    let total = remainder + scaled
    let whole = total.rounded(.towardZero)
    remainder = total - whole
    return Int(whole)
  }
}
